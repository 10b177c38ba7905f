/**
 * AISStream (request-time, keyed: `AISSTREAM_API_KEY`): a WebSocket stream of AIS messages for the
 * bounding boxes a client subscribes to. A snapshot listens to the box for AISSTREAM_LISTEN_MS and
 * keeps each vessel's latest report, through the `ws` client (Node 20 has no WebSocket of its
 * own). No job, no bundle.
 * @see https://aisstream.io/documentation
 */
import WebSocket from 'ws';
import { type EnvValues, envVar } from '../../../../env-vars';
import { ProviderClient } from '../../../../ingest/provider-client';
import { ProviderCallError } from '../../../../ingest/provider-error';
import { defineSource, type ProviderDeps, type ProviderMap } from '../../../../ingest/source';
import type { VesselSnapshotProvider } from '../../providers';
import { buildSnapshot, type VesselSnapshotData } from './parser';

/** Default stream address. */
export const AISSTREAM_DEFAULT_URL = 'wss://stream.aisstream.io/v0/stream';
/** Default listening window per snapshot, ms (the stream sends a box's reports every few seconds). */
export const AISSTREAM_DEFAULT_LISTEN_MS = 5_000;
/** The subscription must be sent within this long of connecting (AISStream's documented limit). */
export const AISSTREAM_SUBSCRIBE_WITHIN_MS = 3_000;
/** How long a box's snapshot is reused. */
export const AISSTREAM_SNAPSHOT_TTL_MS = 60_000;

/** Declared variables of the source. */
export const AISSTREAM_ENV = {
  AISSTREAM_API_KEY: envVar.secret({
    description:
      'AISStream API key for get-vessel-snapshot (free; without it the operation answers its degraded body).',
  }),
  AISSTREAM_URL: envVar.text({
    default: AISSTREAM_DEFAULT_URL,
    description: 'AISStream WebSocket address.',
  }),
  AISSTREAM_LISTEN_MS: envVar.int({
    default: AISSTREAM_DEFAULT_LISTEN_MS,
    min: 500,
    max: 30_000,
    description: 'How long one vessel snapshot listens to the stream, in ms.',
  }),
} as const;

/** The part of a WebSocket the adapter uses (the runtime's, or a test's). */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  addEventListener(
    type: 'open' | 'message' | 'error' | 'close',
    listener: (event: { data?: unknown }) => void,
  ): void;
}

/** Opens a socket (the `ws` client; tests may give their own). */
export type SocketFactory = (url: string) => SocketLike;

// ws's event target passes a text frame's `data` as a string, as a browser's WebSocket does.
const wsSocket: SocketFactory = (url) => new WebSocket(url) as unknown as SocketLike;

/** The AISStream adapter of the vessel snapshot port. */
export class AisstreamVesselProvider implements VesselSnapshotProvider {
  private readonly client: ProviderClient;

  constructor(
    private readonly options: {
      apiKey: string;
      url: string;
      listenMs: number;
      now: () => Date;
      socket?: SocketFactory;
    },
  ) {
    // One snapshot per box a minute, shared by concurrent callers; failures cached 30 s.
    this.client = new ProviderClient({
      name: 'aisstream',
      ttlMs: AISSTREAM_SNAPSHOT_TTL_MS,
      negativeTtlMs: 30_000,
      timeoutMs: options.listenMs + AISSTREAM_SUBSCRIBE_WITHIN_MS,
      now: () => options.now().getTime(),
    });
  }

  /** The snapshot of a box, through the provider client (cache, single flight, breaker, time box). */
  async snapshot(box: {
    south: number;
    west: number;
    north: number;
    east: number;
  }): Promise<VesselSnapshotData> {
    const key = [box.south, box.west, box.north, box.east].map((n) => n.toFixed(3)).join(',');
    const result = await this.client.get(key, () => this.listen(box));
    if (result.status === 'ok') return result.value;
    if (result.status === 'empty')
      return { snapshotAt: this.options.now().getTime(), messages: 0, vessels: [] };
    throw new ProviderCallError('aisstream', result.reason, result.error);
  }

  private listen(box: {
    south: number;
    west: number;
    north: number;
    east: number;
  }): Promise<VesselSnapshotData> {
    const { apiKey, url, listenMs, now } = this.options;
    const socket = (this.options.socket ?? wsSocket)(url);
    return new Promise((resolve, reject) => {
      const messages: string[] = [];
      let settled = false;
      const finish = (err?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.close();
        if (err) reject(err);
        else resolve(buildSnapshot(messages, now().getTime()));
      };
      const timer = setTimeout(() => finish(), listenMs);
      socket.addEventListener('open', () => {
        socket.send(
          JSON.stringify({
            APIKey: apiKey,
            BoundingBoxes: [
              [
                [box.south, box.west],
                [box.north, box.east],
              ],
            ],
            FilterMessageTypes: ['PositionReport', 'StandardClassBPositionReport', 'ShipStaticData'],
          }),
        );
      });
      socket.addEventListener('message', (event) => {
        const text =
          typeof event.data === 'string'
            ? event.data
            : Buffer.from(event.data as ArrayBuffer).toString('utf8');
        // AISStream answers a bad key or subscription with `{"error": "…"}` and closes.
        if (text.startsWith('{"error"'))
          finish(new ProviderCallError('aisstream', 'upstream', 'subscription refused'));
        else messages.push(text);
      });
      socket.addEventListener('error', () =>
        finish(new ProviderCallError('aisstream', 'upstream', 'stream error')),
      );
      socket.addEventListener('close', () => finish());
    });
  }
}

/** The providers of the source: the vessel snapshot (`maritime.vessels`) when a key is set. */
export function createAisstreamProviders(
  settings: EnvValues<typeof AISSTREAM_ENV>,
  deps: ProviderDeps,
  socket?: SocketFactory,
): ProviderMap {
  const apiKey = settings.AISSTREAM_API_KEY;
  if (!apiKey) return {};
  const vessels = new AisstreamVesselProvider({
    apiKey,
    url: settings.AISSTREAM_URL,
    listenMs: settings.AISSTREAM_LISTEN_MS,
    now: deps.now,
    ...(socket ? { socket } : {}),
  });
  return { maritime: { vessels } };
}

/** The AISStream source. */
export const aisstreamSource = defineSource({
  id: 'aisstream',
  title: 'AISStream (live AIS over WebSocket)',
  note: 'keyed (AISSTREAM_API_KEY); request-time, no schedule; format from documentation',
  availability: {
    kind: 'documented-format',
    reason:
      'AIS stream messages known from AISStream documentation and message models; no recorded stream checked; needs AISSTREAM_API_KEY',
    variables: ['AISSTREAM_API_KEY'],
  },
  env: AISSTREAM_ENV,
  providers: (settings, deps) => createAisstreamProviders(settings, deps),
});
