/**
 * Derives a pipeline's public badge from its evidence bundle. The badge only claims what the
 * evidence supports: an offline claim needs corroboration, and offline or reduced claims based on
 * evidence older than `EVIDENCE_STALE_DAYS` are shown as disputed. Versioned as `badge-deriver-v1`.
 */
import type { PipelineEvidenceData } from './data';

/** Version of the derivation rules below. */
export const BADGE_DERIVER_VERSION = 'badge-deriver-v1';
/** Age after which offline or reduced evidence no longer supports its badge on its own. */
export const EVIDENCE_STALE_DAYS = 14;

const DAY_MS = 86_400_000;

/** Public badge of a pipeline. */
export type PipelineBadge = 'flowing' | 'reduced' | 'offline' | 'disputed';

/** The badge the evidence supports at time `now`. */
export function derivePipelineBadge(evidence: PipelineEvidenceData | undefined, now: Date): PipelineBadge {
  if (!evidence) return 'disputed';
  const stale = isStale(evidence.lastEvidenceUpdate, now);
  switch (evidence.physicalState) {
    case 'flowing':
      return 'flowing';
    case 'reduced':
      return stale ? 'disputed' : 'reduced';
    case 'offline':
      return isCorroborated(evidence) && !stale ? 'offline' : 'disputed';
    default:
      return 'disputed';
  }
}

/** An offline claim is corroborated by sanctions, a halted contract or an operator statement. */
function isCorroborated(evidence: PipelineEvidenceData): boolean {
  return (
    evidence.sanctionRefs.length > 0 ||
    evidence.commercialState === 'expired' ||
    evidence.commercialState === 'suspended' ||
    evidence.operatorStatement !== undefined
  );
}

function isStale(lastEvidenceUpdate: string, now: Date): boolean {
  const at = Date.parse(lastEvidenceUpdate);
  // An unreadable date cannot vouch for recent evidence.
  if (Number.isNaN(at)) return true;
  return now.getTime() - at > EVIDENCE_STALE_DAYS * DAY_MS;
}
