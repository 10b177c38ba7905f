/**
 * The rule of get-cable-health (written out in the service README): which NGA warnings concern a
 * submarine cable, and what health each one gives its cable site. Pure: a warning in, a record or
 * nothing out.
 */
import { clipText } from '../../ingest/parse/text';
import type { NavigationalWarningRecord } from '../maritime/data';
import type { CableHealthRecord, CableHealthStatus } from './contract';

/** Phrases that name a cable explicitly (a submarine, undersea, telecom, power or fibre cable). */
export const NAMED_CABLE =
  /\b(SUBMARINE|UNDERSEA|TELECOMMUNICATIONS?|COMMUNICATIONS?|POWER|FIBER OPTIC|FIBRE OPTIC) CABLES?\b/;
/** Phrases of cable work that do not name the cable (a cable ship, cable operations, laying, repair). */
export const CABLE_WORK =
  /\b(CABLE ?SHIPS?|CABLE (LAYING|LAY|OPERATIONS?|REPAIRS?|WORKS?|BURIAL|INSTALLATION))\b/;
/** A fault reported. */
export const FAULT_WORDS =
  /\b(FAULTS?|FAULTY|BREAKS?|BROKEN|DAMAGED?|SEVERED|RUPTURED?|CUT|OUTAGES?|FAILURES?)\b/;
/** A repair under way. */
export const REPAIR_WORDS = /\bREPAIR(S|ING|ED)?\b/;

/** Score of each kind of warning (0 healthy … 1 fault) and the status thresholds. */
export const FAULT_SCORE = 1;
export const REPAIR_SCORE = 0.6;
export const WORK_SCORE = 0.2;
export const FAULT_FROM = 0.8;
export const DEGRADED_FROM = 0.5;
/** Confidence when the text names the cable, and when only cable work is named. */
export const NAMED_CONFIDENCE = 0.9;
export const WORK_CONFIDENCE = 0.6;
/** Longest evidence summary, in characters. */
export const SUMMARY_CHARS = 200;

/** Upper case, every run of white space one space. */
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toUpperCase();

/** The status of a score. */
export function cableStatus(score: number): CableHealthStatus {
  if (score >= FAULT_FROM) return 'CABLE_HEALTH_STATUS_FAULT';
  if (score >= DEGRADED_FROM) return 'CABLE_HEALTH_STATUS_DEGRADED';
  return 'CABLE_HEALTH_STATUS_OK';
}

/** The site id of a warning's cable. */
export const cableSiteId = (w: NavigationalWarningRecord) => `nga-${w.id}`;

/**
 * The record of a warning that concerns a cable and gives a position; undefined otherwise
 * (a survey vessel towing cables names neither a cable nor cable work, so it is not one).
 */
export function cableRecord(w: NavigationalWarningRecord, title: string): CableHealthRecord | undefined {
  const text = normalise(w.text);
  const named = NAMED_CABLE.test(text);
  if (!named && !CABLE_WORK.test(text)) return undefined;
  const first = w.positions[0];
  if (first === undefined) return undefined;
  const score = FAULT_WORDS.test(text) ? FAULT_SCORE : REPAIR_WORDS.test(text) ? REPAIR_SCORE : WORK_SCORE;
  return {
    status: cableStatus(score),
    score,
    confidence: named ? NAMED_CONFIDENCE : WORK_CONFIDENCE,
    ...(w.issuedAt === undefined ? {} : { lastUpdated: w.issuedAt }),
    evidence: [
      {
        source: 'NGA',
        summary: clipText(`${title}: ${w.text.replace(/\s+/g, ' ').trim()}`, SUMMARY_CHARS),
        ...(w.issuedAt === undefined ? {} : { ts: w.issuedAt }),
      },
    ],
    location: { latitude: first.latitude, longitude: first.longitude },
    warningIds: [w.id],
  };
}
