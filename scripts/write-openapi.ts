/**
 * `npm run openapi`: writes the OpenAPI document generated from the contract registry to
 * `openapi/openapi.json` (committed; a test fails when it is out of date). DESIGN §2.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../src/openapi/document';
import { serializeOpenApiDocument } from '../src/openapi/serialize';
import { CATALOG } from '../src/services';

/** Where the committed document lives. */
const OPENAPI_FILE = fileURLToPath(new URL('../openapi/openapi.json', import.meta.url));

const text = serializeOpenApiDocument(buildOpenApiDocument(CATALOG.registry.operations));
mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
writeFileSync(OPENAPI_FILE, text);
process.stdout.write(`wrote ${OPENAPI_FILE} (${Buffer.byteLength(text)} bytes)\n`);
