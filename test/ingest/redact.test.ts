import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/ingest/redact';

describe('redactSecrets', () => {
  it('removes keys from query strings, userinfo, bearer tokens and long hex path segments', () => {
    expect(redactSecrets('GET https://api.example/x?api_key=abc123&y=1')).toBe(
      'GET https://api.example/x?api_key=[redacted]&y=1',
    );
    expect(redactSecrets('redis://user:s3cret@127.0.0.1:6379')).toBe('redis://[redacted]@127.0.0.1:6379');
    expect(redactSecrets('Authorization: Bearer eyJhbGciOi.x.y')).toBe('Authorization: Bearer [redacted]');
    const key = '0123456789abcdef0123456789abcdef';
    expect(
      redactSecrets(`https://firms.example/api/area/csv/${key}/VIIRS_NOAA20_NRT/world/1: HTTP 500`),
    ).toBe('https://firms.example/api/area/csv/[redacted]/VIIRS_NOAA20_NRT/world/1: HTTP 500');
  });

  it('leaves ordinary paths and short hex alone', () => {
    const text = 'https://gml.noaa.gov/webdata/ccgg/trends/co2/co2_mm_mlo.txt deadbeef';
    expect(redactSecrets(text)).toBe(text);
  });
});
