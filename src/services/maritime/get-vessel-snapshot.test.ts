import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Providers } from '../../ingest/source';
import { AisstreamVesselProvider, type SocketLike } from './sources/aisstream/source';

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

/** A socket that opens, records the subscription, delivers `frames`, then closes. */
function fakeSocket(frames: string[], sent: string[]): SocketLike {
  const listeners: Record<string, ((e: { data?: unknown }) => void)[]> = {};
  const socket: SocketLike = {
    send: (d) => {
      sent.push(d);
      for (const f of frames) for (const l of listeners.message ?? []) l({ data: f });
      for (const l of listeners.close ?? []) l({});
    },
    close: () => undefined,
    addEventListener: (type, l) => {
      listeners[type] = [...(listeners[type] ?? []), l];
      if (type === 'open') queueMicrotask(() => l({}));
    },
  };
  return socket;
}

describe('get-vessel-snapshot', () => {
  it('answers the degraded body without AISSTREAM_API_KEY', async () => {
    const res = await get(BOX);
    expect(res.headers['x-data-status']).toBe('unavailable');
    expect(res.json()).toEqual({ dataAvailable: false, fetchedAt: 0 });
  });

  it('subscribes to the box and reports tankers and military candidates', async () => {
    const sent: string[] = [];
    providers.maritime = {
      vessels: new AisstreamVesselProvider({
        apiKey: 'k',
        url: 'wss://test',
        listenMs: 1000,
        now: () => NOW,
        socket: () => fakeSocket([msg(1), msg(1, 84), msg(2), msg(2, 35), msg(3)], sent),
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
  });

  it('refuses a box wider than 10 degrees and, with a provider, a missing box', async () => {
    expect((await get('sw_lat=0&sw_lon=100&ne_lat=20&ne_lon=104')).statusCode).toBe(400);
    providers.maritime = { vessels: { snapshot: async () => ({ snapshotAt: 0, messages: 0, vessels: [] }) } };
    expect((await get('')).statusCode).toBe(400);
    delete providers.maritime;
  });
});
