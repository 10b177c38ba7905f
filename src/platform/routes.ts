/**
 * Platform endpoints outside the catalog (SPEC §4.6 last paragraph): health and version.
 * All public.
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/ports';
import { buildHealth } from './health';
import { versionInfo } from './version';

export interface PlatformDeps {
  store: Store;
  now: () => Date;
}

/** Registers /api/health and /api/version. */
export async function registerPlatformRoutes(app: FastifyInstance, deps: PlatformDeps): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    const health = await buildHealth(deps.store, deps.now());
    return reply.header('cache-control', 'no-store').send(health);
  });
  app.get('/api/version', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(versionInfo()),
  );
}
