/**
 * `GET /docs`: the interactive API reference (Scalar). It must render with no internet (DESIGN §7):
 * the plugin serves Scalar's standalone bundle from node_modules at `/docs/js/scalar.js` and the
 * page loads only that; the default web fonts (fetched from Scalar's font host) and the hosted AI
 * agent are switched off.
 *
 * The page reads its own copy of the OpenAPI document, `/docs/openapi.json`: the served document
 * with each operation's example response from the bundled data (docs-examples.ts) and, as its
 * server, the origin the page was asked on (so request examples are `curl http://host:port/api/…`,
 * not relative paths). `/openapi.json` itself stays the pure contract.
 *
 * The plugin module holds Scalar's whole browser bundle as a 4 MB string and brings its own
 * OpenAPI parser: loading it costs ~0.3 s and ~30 MB at every start. So it is loaded on the first
 * request to `/docs`, into a private Fastify instance that never listens; our routes hand each docs
 * request to it (`inject`) and copy the answer. The examples are built from that first request on
 * too (a few seconds of parsing bundles), while the browser loads the page and its script.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sendJson } from '../http/get-route';
import { pipelineHook } from '../http/pipeline';
import { strongEtag } from '../http/rendered-response';
import { setDocumentSecurityHeaders } from '../http/security-headers';
import type { AnyIngestJob } from '../ingest/types';
import { API_TITLE } from '../openapi/document';
import { CATALOG } from '../services';
import { buildDocsExamples } from './docs-examples';

/** Where the reference is served. */
export const DOCS_PATH = '/docs';
/** Where the OpenAPI document is served. */
export const OPENAPI_PATH = '/openapi.json';
/** Where the reference page's copy of the document is served (examples and this server's origin). */
export const DOCS_OPENAPI_PATH = `${DOCS_PATH}/openapi.json`;

/** Headers of the plugin's answers that are copied to ours. */
const FORWARDED_HEADERS = ['content-type', 'location'] as const;

/** What the reference page needs. */
export interface DocsDeps {
  /** The served OpenAPI document's text. */
  openApiText: () => string;
  /** The process's ingestion jobs: their bundled data gives the example responses. */
  jobs: readonly AnyIngestJob[];
}

/** Registers the API reference page, its script and its document, with the security headers of an HTML page. */
export async function registerDocs(app: FastifyInstance, deps: DocsDeps): Promise<void> {
  let reference: Promise<FastifyInstance> | undefined;
  const documents = new DocsDocuments(deps, (message, err) => app.log.warn({ err }, message));
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    documents.prepare();
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
    scope.get(DOCS_OPENAPI_PATH, async (request, reply) => {
      const { text, etag } = await documents.forOrigin(originOf(request));
      return sendJson(request, reply, text, etag, 'no-cache');
    });
    scope.get(`${DOCS_PATH}/`, forward);
    scope.get(`${DOCS_PATH}/*`, forward);
  });
}

/** `host[:port]` as a Host header may carry it (a name, IPv4 or a bracketed IPv6 address). */
const HOST = /^([A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(:\d{1,5})?$/;

/**
 * The origin a request was made to (`http://127.0.0.1:8080`): its protocol and Host, as Fastify
 * reads them (the X-Forwarded-* headers of trusted proxies included); undefined for a Host that
 * is not a plain host and port, and then the page's examples keep relative paths.
 */
export function originOf(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (typeof host !== 'string' || !HOST.test(host)) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/** Documents kept per origin (a server is reached under a handful of names at most). */
const MAX_ORIGINS = 8;

/** The page's documents: the served one with the example responses, per origin. */
class DocsDocuments {
  private base: Promise<Record<string, unknown>> | undefined;
  private readonly byOrigin = new Map<string, { text: string; etag: string }>();

  constructor(
    private readonly deps: DocsDeps,
    private readonly warn: (message: string, err: unknown) => void,
  ) {}

  /** Starts building the examples (the page asks for the document once its script has loaded). */
  prepare(): void {
    this.base ??= this.build().catch((err: unknown) => {
      this.base = undefined;
      throw err;
    });
  }

  async forOrigin(origin: string | undefined): Promise<{ text: string; etag: string }> {
    this.prepare();
    const base = await (this.base as Promise<Record<string, unknown>>);
    const key = origin ?? '';
    let doc = this.byOrigin.get(key);
    if (!doc) {
      const { openapi, info, ...rest } = base;
      const servers = origin === undefined ? {} : { servers: [{ url: origin, description: 'This server' }] };
      const text = JSON.stringify({ openapi, info, ...servers, ...rest });
      doc = { text, etag: strongEtag(text) };
      if (this.byOrigin.size >= MAX_ORIGINS) this.byOrigin.clear();
      this.byOrigin.set(key, doc);
    }
    return doc;
  }

  private async build(): Promise<Record<string, unknown>> {
    const doc = JSON.parse(this.deps.openApiText()) as Record<string, unknown>;
    const examples = await buildDocsExamples({ jobs: this.deps.jobs, warn: this.warn });
    const paths = doc.paths as Record<string, Record<string, OperationObject>>;
    for (const op of CATALOG.registry.operations) {
      const example = examples.get(op.id);
      const media =
        paths[op.path]?.[op.method.toLowerCase()]?.responses?.['200']?.content?.['application/json'];
      if (example !== undefined && media) media.example = example;
    }
    return doc;
  }
}

interface OperationObject {
  responses?: Record<string, { content?: Record<string, { example?: unknown }> }>;
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
    url: DOCS_OPENAPI_PATH,
    pageTitle: `${API_TITLE} reference`,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    hideClientButton: true,
  },
} as const;
