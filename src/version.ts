/**
 * Build and contract version (`GET /api/version`).
 */
import { readFileSync } from 'node:fs';

/** Version of the API contract (SPEC §9). */
export const CONTRACT_VERSION = '1.0.0';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** What /api/version answers. */
export function versionInfo(): { build: string; contractVersion: string; node: string } {
  return { build: pkg.version, contractVersion: CONTRACT_VERSION, node: process.version };
}
