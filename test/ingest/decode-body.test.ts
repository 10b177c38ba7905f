import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBody, encodingOf } from '../../src/ingest/decode-body';

/** First 3 items of Jornal de Notícias' feed: ISO-8859-1 bytes, `<?xml ... encoding="ISO-8859-1"?>`. */
const JN = readFileSync(new URL('../fixtures/feeds/jn-ultimas.rss', import.meta.url));
const JN_TEXT = new TextDecoder('latin1').decode(JN);
/** The Guardian's feed: UTF-8 bytes, no encoding in its XML declaration. */
const GUARDIAN = readFileSync(new URL('../fixtures/feeds/guardian-us.rss', import.meta.url));

/** The real JN bytes with their XML declaration's encoding written another way. */
const withDeclaration = (declaration: string) =>
  Buffer.concat([Buffer.from(declaration, 'latin1'), JN.subarray(JN.indexOf('?>') + 2)]);

describe('decoding an upstream body', () => {
  it('reads an ISO-8859-1 feed served without a charset by its XML declaration, with no warning', () => {
    for (const contentType of [null, 'application/rss+xml', 'text/xml']) {
      const body = decodeBody(JN, contentType);
      expect(body.text).toContain('Reações dos partidos ao veto de Marcelo');
      expect(body.text).toContain('Mãe de utente é a nova presidente da Raríssimas');
      expect(body.text).not.toContain('\ufffd');
      expect(body).toMatchObject({ encoding: 'windows-1252' });
      expect(body.warning).toBeUndefined();
    }
  });

  it('accepts the spellings of the declaration real feeds use', () => {
    for (const declaration of [
      '<?xml version="1.0" encoding="iso-8859-1"?>',
      "<?xml version='1.0' encoding='ISO-8859-1'?>",
      '<?xml version="1.0" encoding="ISO8859-1" standalone="yes"?>',
      '<?xml version="1.0" encoding="latin1"?>',
      '<?xml version="1.0" encoding="Latin-1"?>',
      '<?xml version="1.0" encoding="windows-1252"?>',
      '<?xml version="1.0" encoding = "ISO_8859-1" ?>',
    ]) {
      const body = decodeBody(withDeclaration(declaration), null);
      expect(body.text, declaration).toContain('Reações');
      expect(body.warning, declaration).toBeUndefined();
    }
  });

  it('takes the HTTP charset first, in any of its spellings', () => {
    for (const contentType of [
      'application/rss+xml; charset=ISO-8859-1',
      'text/xml;charset=iso-8859-1',
      'text/xml; charset="latin1"',
      "text/xml; charset='windows-1252'",
      'text/xml; Charset=ISO8859-1; foo=bar',
    ]) {
      expect(decodeBody(JN, contentType).text, contentType).toContain('Reações');
    }
    // The header wins over the declaration: Latin-1 bytes served as ISO-8859-15 read as such.
    expect(decodeBody(JN, 'text/xml; charset=iso-8859-15').encoding).toBe('iso-8859-15');
  });

  it('lets a byte-order mark win: UTF-8 with a BOM is UTF-8 whatever the declaration says', () => {
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JN_TEXT, 'utf8')]);
    const body = decodeBody(utf8, 'text/xml; charset=ISO-8859-1');
    expect(body.encoding).toBe('utf-8');
    expect(body.text.startsWith('<?xml')).toBe(true);
    expect(body.text).toContain('Reações');
  });

  it('reads undeclared bytes that are not UTF-8 as Windows-1252, with a warning', () => {
    const undeclared = JN.subarray(JN.indexOf('?>') + 2);
    const body = decodeBody(undeclared, 'text/xml');
    expect(body.text).toContain('Reações');
    expect(body.encoding).toBe('windows-1252');
    expect(body.warning).toBe('body declares no charset and is not UTF-8; read as windows-1252');
  });

  it('reads Latin-1 bytes a header wrongly calls UTF-8 by the declaration, with a warning', () => {
    const body = decodeBody(JN, 'application/rss+xml; charset=utf-8');
    expect(body.text).toContain('Reações');
    expect(body.warning).toBe('body declared UTF-8 but its bytes are not; read as windows-1252');
  });

  it('reads UTF-8 as UTF-8, even when a header calls it Latin-1', () => {
    const plain = decodeBody(GUARDIAN, null);
    expect(plain).toMatchObject({ encoding: 'utf-8' });
    expect(plain.warning).toBeUndefined();
    expect(plain.text).toContain('The president’s ‘new American moment’ speech');
    const mislabelled = decodeBody(GUARDIAN, 'text/xml; charset=ISO-8859-1');
    expect(mislabelled.text).toBe(plain.text);
    expect(mislabelled.warning).toBe('body declared Latin-1 is UTF-8; read as UTF-8');
  });

  it('keeps UTF-8 with a stray bad byte as UTF-8, and says so', () => {
    const broken = Buffer.concat([GUARDIAN, Buffer.from([0xff])]);
    const body = decodeBody(broken, null);
    expect(body.encoding).toBe('utf-8');
    expect(body.text).toContain('The president’s ‘new American moment’ speech');
    expect(body.warning).toBe('body is not valid UTF-8; invalid bytes replaced');
  });

  it('reads an unknown charset label as absent, with a warning', () => {
    const body = decodeBody(GUARDIAN, 'text/xml; charset=x-no-such-charset');
    expect(body.encoding).toBe('utf-8');
    expect(body.warning).toBe('unknown charset "x-no-such-charset" in Content-Type');
  });

  it('names encodings by their WHATWG labels', () => {
    expect(encodingOf('ISO-8859-1')).toBe('windows-1252');
    expect(encodingOf('"utf8"')).toBe('utf-8');
    expect(encodingOf('CP1252')).toBe('windows-1252');
    expect(encodingOf('win-1251')).toBe('windows-1251');
    expect(encodingOf('koi8-r')).toBe('koi8-r');
    expect(encodingOf('nonsense')).toBeUndefined();
  });
});
