/**
 * The store conformance suite on the distributed Redis adapter, against a real redis-server
 * started on loopback for this file. Each backend starts from an empty database (FLUSHDB); each
 * store instance has its own connection, as separate processes would.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { createRedisStore } from '../../../src/store/redis';
import { describeWithRedis, startRedisServer, type TestRedisServer } from '../../helpers/redis-server';
import { type BackendFactory, storeTracker } from './harness';
import { storeConformance } from './suites';

describeWithRedis('store conformance on a real redis-server', () => {
  let server: TestRedisServer | undefined;
  let admin: Redis | undefined;

  beforeAll(async () => {
    server = await startRedisServer();
    admin = new Redis(server.url);
  });

  afterAll(async () => {
    await admin?.quit();
    await server?.stop();
  });

  const redis: BackendFactory = {
    name: 'redis',
    async create() {
      if (!server || !admin) throw new Error('redis-server is not running');
      await admin.flushdb();
      const url = server.url;
      const stores = storeTracker();
      return {
        async open(now) {
          return stores.add(createRedisStore(url, now));
        },
        async dispose() {
          await stores.closeAll();
        },
      };
    },
  };

  storeConformance(redis);
});
