/**
 * `GET /docs`: the interactive API reference (Scalar) over `/openapi.json`. It must render with
 * no internet (DESIGN §7): the plugin serves Scalar's standalone bundle from node_modules at
 * `/docs/js/scalar.js` and the page loads only that; the default web fonts (fetched from Scalar's
 * font host) and the hosted AI agent are switched off.
 */
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';
import { pipelineHook } from '../http/pipeline';
import { setDocumentSecurityHeaders } from '../http/security-headers';
import { API_TITLE } from '../openapi/document';

/** Where the reference is served. */
export const DOCS_PATH = '/docs';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/openapi.json';

/** Registers the API reference page and its script, with the security headers of an HTML page. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', pipelineHook([setDocumentSecurityHeaders]));
    await scope.register(scalarApiReference, scalarOptions);
  });
}

const scalarOptions = {
  routePrefix: DOCS_PATH,
  logLevel: 'warn',
  configuration: {
    // A URL source: the plugin then adds no copies of the document under /docs.
    url: OPENAPI_PATH,
    pageTitle: `${API_TITLE} reference`,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
  },
} as const;
