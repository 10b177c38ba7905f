import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_OPERATOR_KEY, type TestApp } from '../helpers/test-app';

describe('violation descriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keep acronyms intact and name the alias as sent', async () => {
    const res = await t.app.inject({
      url: '/api/resilience/v1/get-demographics-capability?countryCode=de',
      headers: { 'x-service-key': TEST_OPERATOR_KEY },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      violations: [
        { field: 'countryCode', description: expect.stringMatching(/^must be ISO 3166-1 alpha-2/) },
      ],
    });
  });
});
