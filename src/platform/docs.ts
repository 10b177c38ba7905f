/**
 * `GET /docs`: the interactive API reference (Scalar) over `/openapi.json`. It must render with
 * no internet (DESIGN §7): the plugin serves Scalar's standalone bundle from node_modules at
 * `/docs/js/scalar.js` and the page loads only that; the default web fonts (fetched from Scalar's
 * font host) and the hosted AI agent are switched off.
 *
 * The plugin module holds Scalar's whole browser bundle as a 4 MB string and brings its own
 * OpenAPI parser: loading it costs ~0.3 s and ~30 MB at every start. So it is loaded on the first
 * request to `/docs`, into a private Fastify instance that never listens; our routes hand each docs
 * request to it (`inject`) and copy the answer.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { pipelineHook } from '../http/pipeline';
import { setDocumentSecurityHeaders } from '../http/security-headers';
import { API_TITLE } from '../openapi/document';

/** Where the reference is served. */
export const DOCS_PATH = '/docs';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/openapi.json';

/** Headers of the plugin's answers that are copied to ours. */
const FORWARDED_HEADERS = ['content-type', 'location'] as const;

/** Registers the API reference page and its script, with the security headers of an HTML page. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  let reference: Promise<FastifyInstance> | undefined;
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    reference ??= loadReference().catch((err: unknown) => {
      reference = undefined;
      throw err;
    });
    const answer = await (await reference).inject({ method: 'GET', url: request.url });
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  await app.register(async (scope) => {
    scope.addHook('onRequest', pipelineHook([setDocumentSecurityHeaders]));
    scope.get(`${DOCS_PATH}/`, forward);
    scope.get(`${DOCS_PATH}/*`, forward);
  });
}

/** The Scalar plugin in its own instance (same trailing-slash rule as the app's router). */
async function loadReference(): Promise<FastifyInstance> {
  const { default: scalarApiReference } = await import('@scalar/fastify-api-reference');
  const reference = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  await reference.register(scalarApiReference, scalarOptions);
  await reference.ready();
  return reference;
}

const scalarOptions = {
  routePrefix: DOCS_PATH,
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
