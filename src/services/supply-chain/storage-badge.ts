/**
 * Derives a storage facility's public badge from its evidence bundle, with the same rules as the
 * pipeline badge (`pipeline-badge.ts`): a reduced or offline claim needs evidence newer than
 * `EVIDENCE_STALE_DAYS`, and an offline claim needs corroboration (sanctions, a suspended or expired
 * contract, or an operator statement); otherwise the badge is `disputed`. An operational state is
 * shown as published. Versioned as `storage-badge-deriver-v1`.
 */
import type { StorageEvidenceData } from './data-energy';
import { EVIDENCE_STALE_DAYS } from './pipeline-badge';

/** Version of the derivation rules below. */
export const STORAGE_BADGE_DERIVER_VERSION = 'storage-badge-deriver-v1';

/** Badges a storage facility can carry. */
export const STORAGE_BADGES = ['operational', 'reduced', 'offline', 'disputed'] as const;
/** One of STORAGE_BADGES. */
export type StorageBadge = (typeof STORAGE_BADGES)[number];

const DAY_MS = 86_400_000;

/** The badge the evidence supports at time `now`. */
export function deriveStorageBadge(evidence: StorageEvidenceData | undefined, now: Date): StorageBadge {
  if (!evidence) return 'disputed';
  const at = Date.parse(evidence.lastEvidenceUpdate);
  const stale = Number.isNaN(at) || now.getTime() - at > EVIDENCE_STALE_DAYS * DAY_MS;
  switch (evidence.physicalState) {
    case 'operational':
      return 'operational';
    case 'reduced':
      return stale ? 'disputed' : 'reduced';
    case 'offline': {
      const corroborated =
        evidence.sanctionRefs.length > 0 ||
        evidence.commercialState === 'expired' ||
        evidence.commercialState === 'suspended' ||
        evidence.operatorStatement !== undefined;
      return corroborated && !stale ? 'offline' : 'disputed';
    }
    default:
      return 'disputed';
  }
}
