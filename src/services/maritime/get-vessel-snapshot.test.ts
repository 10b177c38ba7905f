import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Providers } from '../../ingest/source';
import { AisstreamVesselProvider } from './sources/aisstream/source';

const NOW = new Date('2026-08-10T12:00:00Z');
const providers: { -readonly [K in keyof Providers]: Providers[K] } = {};
let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await buildTestApp({ deps: { now: () => NOW, providers } });
  key = await t.createKey();
});
afterAll(() => t.close());

const get = (q: string) =>
  t.app.inject({ url: `/api/maritime/v1/get-vessel-snapshot?${q}`, headers: { 'x-service-key': key } });
const BOX = 'sw_lat=1&sw_lon=103&ne_lat=2&ne_lon=104';
const msg = (mmsi: number, type?: number) =>
  type === undefined
    ? JSON.stringify({
        MessageType: 'PositionReport',
        MetaData: { MMSI: mmsi },
        Message: { PositionReport: { Latitude: 1.5, Longitude: 103.5, Valid: true } },
      })
    : JSON.stringify({
        MessageType: 'ShipStaticData',
        MetaData: { MMSI: mmsi },
        Message: { ShipStaticData: { Type: type } },
      });

/** A WebSocket server on 127.0.0.1 that records each subscription, sends `frames`, then closes. */
async function streamServer(
  frames: string[],
  sent: string[],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  server.on('connection', (socket) => {
    socket.on('message', (data) => {
      sent.push(data.toString());
      for (const f of frames) socket.send(f);
      socket.close();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('get-vessel-snapshot', () => {
  it('answers the degraded body without AISSTREAM_API_KEY', async () => {
    const res = await get(BOX);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({ dataAvailable: false, fetchedAt: 0 });
  });

  it('subscribes to the box and reports tankers and military candidates', async () => {
    const sent: string[] = [];
    const stream = await streamServer([msg(1), msg(1, 84), msg(2), msg(2, 35), msg(3)], sent);
    providers.maritime = {
      vessels: new AisstreamVesselProvider({
        apiKey: 'k',
        url: stream.url,
        // The server closes after its frames: the snapshot ends then, well within this.
        listenMs: 10_000,
        now: () => NOW,
      }),
    };
    const res = await get(`${BOX}&include_tankers=true&include_candidates=true`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      dataAvailable: true,
      fetchedAt: NOW.getTime(),
      snapshot: { status: { messages: 5, vessels: 3 } },
    });
    expect(body.snapshot.tankerReports.map((r: { mmsi: string }) => r.mmsi)).toEqual(['1']);
    expect(body.snapshot.candidateReports.map((r: { mmsi: string }) => r.mmsi)).toEqual(['2']);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      APIKey: 'k',
      BoundingBoxes: [
        [
          [1, 103],
          [2, 104],
        ],
      ],
    });
    delete providers.maritime;
    await stream.close();
  });

  it('refuses a box wider than 10 degrees and, with a provider, a missing box', async () => {
    expect((await get('sw_lat=0&sw_lon=100&ne_lat=20&ne_lon=104')).statusCode).toBe(400);
    providers.maritime = { vessels: { snapshot: async () => ({ snapshotAt: 0, messages: 0, vessels: [] }) } };
    expect((await get('')).statusCode).toBe(400);
    delete providers.maritime;
  });
});
