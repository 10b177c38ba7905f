/**
 * Writes `.env.example` and `docs/configuration.md` from the variable declarations of the server,
 * the ingestion core and every source (`npm run env-reference`).
 */
import { writeFileSync } from 'node:fs';
import { renderEnvDoc, renderEnvExample } from '../src/env-reference';
import { ENV_SECTIONS } from '../src/env-sections';

writeFileSync(new URL('../.env.example', import.meta.url), renderEnvExample(ENV_SECTIONS));
writeFileSync(new URL('../docs/configuration.md', import.meta.url), renderEnvDoc(ENV_SECTIONS));
process.stdout.write('wrote .env.example and docs/configuration.md\n');
