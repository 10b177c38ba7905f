/**
 * The first scrape of a fresh process (issue #25): prom-client's event-loop lag statistics have no
 * sample yet and read NaN, which scrapers and dashboards take for a broken process. Its own file,
 * so the process-wide default metrics are created by this scrape.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';

describe('/metrics on the first scrape of a process', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
  });

  it("has no NaN sample nor the histogram's empty minimum, and lists the event-loop lag metrics", async () => {
    t = await buildTestApp();
    const text = (await t.app.inject({ url: '/metrics' })).body;
    const lines = text.split('\n');
    expect(lines.filter((line) => / nan$/i.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('nodejs_eventloop_lag_min_seconds 9223372036'))).toEqual(
      [],
    );
    expect(text).toContain('# TYPE nodejs_eventloop_lag_mean_seconds gauge');
  });
});
