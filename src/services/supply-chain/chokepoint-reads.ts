/**
 * What the chokepoint operations read: PortWatch's chokepoint database and daily transits, and
 * which chokepoint ids exist (an id in neither is a 404, SPEC §7).
 */
import { ApiError } from '../../errors';
import type { SnapshotRead } from '../../store/snapshot';
import type { HandlerContext } from '../handler';
import { type ChokepointRegistry, type ChokepointTransitsData, chokepointKeys } from './chokepoint-data';

/** Both chokepoint reads. */
export interface ChokepointReads {
  registry: SnapshotRead<ChokepointRegistry>;
  transits: SnapshotRead<ChokepointTransitsData>;
}

/** Reads the chokepoint database and the transits together. */
export async function readChokepoints(ctx: HandlerContext): Promise<ChokepointReads> {
  const [registry, transits] = await Promise.all([
    ctx.snapshots.read(chokepointKeys.chokepointRegistry),
    ctx.snapshots.read(chokepointKeys.chokepointTransits),
  ]);
  return { registry, transits };
}

/** True when either dataset was read. */
export function anyHit(reads: ChokepointReads): boolean {
  return reads.registry.status === 'hit' || reads.transits.status === 'hit';
}

/** Throws NOT_FOUND when the id is in neither dataset (only call when one of them was read). */
export function requireKnownChokepoint(reads: ChokepointReads, id: string): void {
  const known = (list: readonly { id: string }[] | undefined) => list?.some((c) => c.id === id) ?? false;
  const inRegistry = reads.registry.status === 'hit' && known(reads.registry.snapshot.data.chokepoints);
  const inTransits = reads.transits.status === 'hit' && known(reads.transits.snapshot.data.chokepoints);
  if (!inRegistry && !inTransits) {
    throw new ApiError('NOT_FOUND', {
      message: `Unknown chokepoint_id ${id}: get-chokepoint-status lists the ids PortWatch tracks`,
    });
  }
}
