/**
 * A real server for the client's tests: the app built as the server's own tests build it, listening
 * on 127.0.0.1 at a free port, so the client and the CLI talk HTTP to it like any user would.
 */
import { buildTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers/test-app';

/** A test app that listens on a socket. */
export interface LiveServer extends TestApp {
  /** `http://127.0.0.1:<port>` */
  url: string;
}

/** Builds a test app and listens on 127.0.0.1 at a free port. */
export async function startLiveServer(options: TestAppOptions = {}): Promise<LiveServer> {
  const t = await buildTestApp(options);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...t, url };
}

/** The query object of an operation's example query string, typed as its parameters declare. */
export function exampleQueryObject(
  query: string,
  params: readonly { name: string; type: string; items?: { type: string } }[],
): Record<string, unknown> {
  const search = new URLSearchParams(query);
  const out: Record<string, unknown> = {};
  for (const name of new Set(search.keys())) {
    const spec = params.find((p) => p.name === name);
    const values = search.getAll(name);
    const typed = (type: string | undefined, v: string) =>
      type === 'integer' || type === 'number' ? Number(v) : type === 'boolean' ? v === 'true' : v;
    out[name] =
      spec?.type === 'array'
        ? values.map((v) => typed(spec.items?.type, v))
        : typed(spec?.type, values[0] as string);
  }
  return out;
}
