/**
 * Security headers, as precomputed objects set by pipeline steps.
 *
 * Every response — JSON answers and errors alike — carries API_SECURITY_HEADERS: the set the OWASP
 * REST Security Cheat Sheet recommends for API responses (no framing, no MIME sniffing, HTTPS
 * only, and a CSP that lets nothing load should a browser ever render a body). The headers helmet
 * adds for HTML documents (opener and embedder policies, DNS prefetch, referrer, legacy IE and
 * Flash switches) do nothing on a JSON response but cost bytes and ~0.18 µs each per response
 * (bench/README.md); the HTML pages, /docs and /status, get them (DOCUMENT_SECURITY_HEADERS,
 * helmet's own defaults without a CSP: test/http/caching-headers.test.ts keeps the two equal;
 * /status adds its own CSP, src/platform/status-page.ts).
 */
import type { Step } from './pipeline';

/** Security headers of every response (OWASP REST Security Cheat Sheet, "Security Headers"). */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/** Security headers of HTML pages: helmet's defaults without a CSP (Scalar's page sets its own needs). */
export const DOCUMENT_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** Pipeline step: sets API_SECURITY_HEADERS (it runs first, so errors and 404s carry them too). */
export const setSecurityHeaders: Step = (_request, reply) => {
  reply.headers(API_SECURITY_HEADERS);
  return undefined;
};

/** Pipeline step for HTML routes: replaces the API headers with DOCUMENT_SECURITY_HEADERS. */
export const setDocumentSecurityHeaders: Step = (_request, reply) => {
  reply.removeHeader('content-security-policy');
  reply.headers(DOCUMENT_SECURITY_HEADERS);
  return undefined;
};
