/**
 * The Prometheus text that `HttpMetrics` writes itself (src/platform/metrics.ts, DESIGN §4):
 * label escaping, request counts per operation/method/status, a cumulative histogram, and an
 * exposition in which every sample line parses and each family is described once.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLabels, HTTP_DURATION_BUCKETS, HttpMetrics } from '../../src/platform/metrics';

describe('formatLabels', () => {
  it('writes plain values in order, quoted', () => {
    expect(formatLabels({ operation: '/a', method: 'GET' })).toBe('{operation="/a",method="GET"}');
    expect(formatLabels({})).toBe('{}');
  });

  it('escapes backslash, double quote and line feed', () => {
    expect(formatLabels({ v: 'a\\b' })).toBe('{v="a\\\\b"}');
    expect(formatLabels({ v: 'say "hi"' })).toBe('{v="say \\"hi\\""}');
    expect(formatLabels({ v: 'one\ntwo' })).toBe('{v="one\\ntwo"}');
  });

  it('escapes a backslash before a quote as two escapes, not one', () => {
    // Input: \"  →  \\ then \"  (the backslash is escaped first, so the quote stays escaped).
    expect(formatLabels({ v: '\\"' })).toBe('{v="\\\\\\""}');
    expect(formatLabels({ v: '\\n' })).toBe('{v="\\\\n"}');
  });

  it('leaves other characters alone', () => {
    expect(formatLabels({ v: "tab\there, 'single' {braces} =é" })).toBe(
      '{v="tab\there, \'single\' {braces} =é"}',
    );
  });
});

/** One parsed sample line. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"/g;
const SAMPLE_LINE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"(?:,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*")*)?\})? (-?(?:\d+(?:\.\d+)?(?:e[+-]?\d+)?|\.\d+)|NaN|[+-]Inf)$/;

/** Parses every sample line, failing the test on one that does not match the text format. */
function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const m = SAMPLE_LINE.exec(line);
    expect(m, `unparseable sample line: ${line}`).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const [, name, value] of (m?.[2] ?? '').matchAll(LABEL)) labels[name!] = value!;
    samples.push({ name: m![1]!, labels, value: Number(m![3]) });
  }
  return samples;
}

/** The samples of `name` whose labels include `match`. */
function pick(samples: Sample[], name: string, match: Record<string, string>): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v));
}

describe('HttpMetrics.render', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function exercisedText(): Promise<string> {
    const metrics = new HttpMetrics();
    app = Fastify();
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request, reply);
      done();
    });
    app.get('/fast', async () => ({ ok: true }));
    app.post('/fast', async (_request, reply) => reply.code(201).send({ made: true }));
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 30));
      return { ok: true };
    });
    app.get('/teapot', async (_request, reply) => reply.code(418).send({ no: true }));
    for (let i = 0; i < 3; i++) await app.inject({ url: '/fast' });
    await app.inject({ method: 'POST', url: '/fast', payload: {} });
    await app.inject({ url: '/slow' });
    await app.inject({ url: '/teapot' });
    await app.inject({ url: '/teapot' });
    await app.inject({ url: '/nowhere' });
    return metrics.render();
  }

  it('counts requests per operation, method and status', async () => {
    const text = await exercisedText();
    const lines = text.split('\n');
    expect(lines).toContain('http_requests_total{operation="/fast",method="GET",status="200"} 3');
    expect(lines).toContain('http_requests_total{operation="/fast",method="POST",status="201"} 1');
    expect(lines).toContain('http_requests_total{operation="/slow",method="GET",status="200"} 1');
    expect(lines).toContain('http_requests_total{operation="/teapot",method="GET",status="418"} 2');
    expect(lines).toContain('http_requests_total{operation="unmatched",method="GET",status="404"} 1');
    expect(lines.filter((l) => l.startsWith('http_requests_total{'))).toHaveLength(5);
  });

  it('writes a cumulative histogram whose +Inf bucket equals the count', async () => {
    const samples = parseSamples(await exercisedText());
    const expected: Record<string, number> = { '/fast': 4, '/slow': 1, '/teapot': 2, unmatched: 1 };
    for (const [operation, count] of Object.entries(expected)) {
      const buckets = pick(samples, 'http_request_duration_seconds_bucket', { operation });
      expect(buckets.map((b) => b.labels.le)).toEqual([...HTTP_DURATION_BUCKETS.map(String), '+Inf']);
      for (let i = 1; i < buckets.length; i++) {
        expect(buckets[i]!.value).toBeGreaterThanOrEqual(buckets[i - 1]!.value);
      }
      const [total] = pick(samples, 'http_request_duration_seconds_count', { operation });
      const [sum] = pick(samples, 'http_request_duration_seconds_sum', { operation });
      expect(total?.value).toBe(count);
      expect(buckets.at(-1)?.value).toBe(count);
      expect(sum?.value).toBeGreaterThanOrEqual(0);
    }
    // The 30 ms route lies above the 10 ms bound and within the 10 s one.
    const slow = pick(samples, 'http_request_duration_seconds_bucket', { operation: '/slow' });
    expect(slow.find((b) => b.labels.le === '0.01')?.value).toBe(0);
    expect(slow.find((b) => b.labels.le === '10')?.value).toBe(1);
    const [slowSum] = pick(samples, 'http_request_duration_seconds_sum', { operation: '/slow' });
    expect(slowSum?.value).toBeGreaterThan(0.025);
  });

  it('writes only parseable sample lines and describes each family once', async () => {
    const text = await exercisedText();
    expect(parseSamples(text).length).toBeGreaterThan(0);
    const help = text.split('\n').filter((l) => l.startsWith('# HELP '));
    const type = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    const helpNames = help.map((l) => l.split(' ')[2]);
    const typeNames = type.map((l) => l.split(' ')[2]);
    expect(new Set(helpNames).size).toBe(helpNames.length);
    expect(new Set(typeNames).size).toBe(typeNames.length);
    expect(type).toContain('# TYPE http_requests_total counter');
    expect(type).toContain('# TYPE http_request_duration_seconds histogram');
    expect(helpNames).toContain('http_requests_total');
    expect(helpNames).toContain('http_request_duration_seconds');
  });

  it('writes both families with no samples before any request', async () => {
    const text = await new HttpMetrics().render();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).not.toMatch(/^http_/m);
  });
});
