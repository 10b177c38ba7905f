/**
 * The app the hostile-input suite and `npm run fuzz` attack: the real app (`buildTestApp`, no
 * sockets, no network: request-time providers are absent, so they answer their degraded bodies)
 * over an in-memory store holding every bundled real capture, with the auth matrix's credentials
 * and a clock that the caller moves forward. Load shedding is not the subject: the test app's
 * shedder never sheds (test-app.ts), unless the caller asks for real thresholds (the benchmark's
 * contention phase measures what the production shedder sheds).
 */
import fc from 'fast-check';
import type { OperationDef } from '../../src/contract/op';
import type { LoadSheddingOptions } from '../../src/http/load-shedding';
import { loadBundles } from '../../src/ingest/bundled';
import { CATALOG } from '../../src/services';
import { createSqliteStore } from '../../src/store/sqlite';
import { MATRIX_JWT, matrixCredentials } from '../helpers/auth-matrix';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';
import { VALID_QUERIES } from '../helpers/valid-requests';
import { batchRequestArb } from './batch-requests';
import type { FuzzResponse } from './invariants';
import { type CredentialChoice, type FuzzRequest, operationRequestArb } from './requests';

/** Every routed operation, the GETs apart. */
export const ROUTED = CATALOG.registry.operations.filter((op) => op.routed);
export const ROUTED_GETS = ROUTED.filter((op) => op.method === 'GET');
export const BATCH = ROUTED.find((op) => op.method === 'POST' && op.path.startsWith('/api/batch/'))!;

/** The app under attack, what to attack it with, and its clock. */
export interface FuzzApp {
  t: TestApp;
  credentials: CredentialChoice[];
  /** Field names found in the real bodies (for expressions that find something). */
  bodyNames: string[];
  /** The 200 bodies of every GET, by operation id (for direct projection properties). */
  bodies: Map<string, unknown>;
  /** Moves the app's clock forward (refills rate limits and projection budgets). */
  advance(ms: number): void;
  /** Injects a request. */
  send(req: FuzzRequest): Promise<FuzzResponse>;
  /** An arbitrary request to any routed operation (GETs weighted by count, the batch among them). */
  anyRequest(): fc.Arbitrary<FuzzRequest>;
}

/** Options of the fuzz app. */
export interface FuzzAppOptions {
  /** Load-shedding thresholds (`{}`: the production defaults); absent, the test app's never-shedding ones. */
  loadShedding?: LoadSheddingOptions;
}

/** Builds the fuzz app with every bundled capture loaded. */
export async function buildFuzzApp(options: FuzzAppOptions = {}): Promise<FuzzApp> {
  const store = createSqliteStore(':memory:');
  await loadBundles(CATALOG.createJobs({}), { store });
  let nowMs = Date.now();
  const t = await buildTestApp({
    store,
    env: { JWT_SECRET: MATRIX_JWT.secret, JWT_ISSUER: MATRIX_JWT.issuer, JWT_AUDIENCE: MATRIX_JWT.audience },
    deps: {
      now: () => new Date(nowMs),
      ...(options.loadShedding === undefined ? {} : { loadShedding: options.loadShedding }),
    },
  });
  const matrix = await matrixCredentials(t);
  const credentials: CredentialChoice[] = [];
  for (const c of matrix) {
    // Valid credentials three times as often as refused ones, the operator key (which reaches
    // every operation and is never rate-limited) twelve times: most requests get past auth.
    const copies = c.headers['x-service-key'] === TEST_OPERATOR_KEY ? 12 : c.kind === 'valid' ? 3 : 1;
    for (let i = 0; i < copies; i++) credentials.push({ headers: c.headers, keyless: c.kind === 'none' });
  }
  const bodies = new Map<string, unknown>();
  const names = new Set<string>();
  for (const op of ROUTED_GETS) {
    const query = VALID_QUERIES[op.id];
    const res = await t.app.inject({
      url: query ? `${op.path}?${query}` : op.path,
      headers: { 'x-service-key': TEST_OPERATOR_KEY },
    });
    const body = res.json() as unknown;
    bodies.set(op.id, body);
    collectKeys(body, names);
  }
  const bodyNames = [...names].slice(0, 200);
  const send = async (req: FuzzRequest): Promise<FuzzResponse> => {
    const res = await t.app.inject({
      method: req.method as 'GET',
      url: req.url,
      headers: req.headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    // One turn of the event loop per request, as requests arriving on sockets get: back-to-back
    // injections would starve the timers (a real load shedder's among them: it would shed everything).
    await new Promise((resolve) => setImmediate(resolve));
    return { statusCode: res.statusCode, headers: res.headers, payload: res.payload };
  };
  // Built once per operation: building an arbitrary (patterns, grammars) costs far more than drawing from it.
  const perOperation = new Map<OperationDef, fc.Arbitrary<FuzzRequest>>(
    ROUTED.map((op) => [
      op,
      op === BATCH
        ? batchRequestArb(ROUTED_GETS, BATCH, credentials, bodyNames)
        : operationRequestArb(op, credentials, bodyNames),
    ]),
  );
  const any = fc.constantFrom(...ROUTED).chain((op) => perOperation.get(op)!);
  return {
    t,
    credentials,
    bodyNames,
    bodies,
    advance: (ms) => {
      nowMs += ms;
    },
    send,
    anyRequest: () => any,
  };
}

function collectKeys(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value.slice(0, 5)) collectKeys(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      collectKeys(v, into);
    }
  }
}
