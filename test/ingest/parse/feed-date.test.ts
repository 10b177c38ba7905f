import { describe, expect, it } from 'vitest';
import { monthOf, parseFeedDate, zoneOffsetMin } from '../../../src/ingest/parse/feed-date';

const at = (text: string) => {
  const t = parseFeedDate(text);
  return t === undefined ? undefined : new Date(t).toISOString();
};

describe('feed dates', () => {
  it('reads the Portuguese RFC 822 date of a real UOL feed, with its offset', () => {
    expect(at('Seg, 24 Set 2018 19:42:40 -0300')).toBe('2018-09-24T22:42:40.000Z');
  });

  it('reads English RFC 822 and ISO 8601 dates as before', () => {
    expect(at('Wed, 31 Jan 2018 20:00:01 GMT')).toBe('2018-01-31T20:00:01.000Z');
    expect(at('Wed, 03 Jan 2018 14:11:52 GMT\r\n      ')).toBe('2018-01-03T14:11:52.000Z');
    expect(at('Tue, 4 Aug 2026 10:00:00 +0000')).toBe('2026-08-04T10:00:00.000Z');
    expect(at('Mon, 24 Sep 18 19:42:40 GMT')).toBe('2018-09-24T19:42:40.000Z');
    expect(at('Mon, 24 Sep 2018 19:42:40 +0000 (UTC)')).toBe('2018-09-24T19:42:40.000Z');
    expect(at('2025-10-16T17:59:37Z')).toBe('2025-10-16T17:59:37.000Z');
    expect(at('2018-09-24T19:42:40-03:00')).toBe('2018-09-24T22:42:40.000Z');
    expect(at('Sep 24, 2018 7:42 PM EST')).toBe('2018-09-25T00:42:00.000Z');
  });

  it('keeps time zones: numeric offsets, RFC 822 names and common abbreviations', () => {
    expect(at('Mon, 24 Sep 2018 19:42:40 EST')).toBe('2018-09-25T00:42:40.000Z');
    expect(at('Mon, 24 Sep 2018 19:42:40 PDT')).toBe('2018-09-25T02:42:40.000Z');
    expect(at('Mon, 24 Sep 2018 19:42:40 CEST')).toBe('2018-09-24T17:42:40.000Z');
    expect(at('do 11 okt 2018 10:00 +02:00')).toBe('2018-10-11T08:00:00.000Z');
    expect(at('24 juil. 2018 10:00 GMT+2')).toBe('2018-07-24T08:00:00.000Z');
    expect(zoneOffsetMin('-0300')).toBe(-180);
    expect(zoneOffsetMin('+05:30')).toBe(330);
    expect(zoneOffsetMin('UT')).toBe(0);
    // A zone name that means several zones is not guessed.
    expect(at('Mon, 24 Sep 2018 19:42:40 IST')).toBeUndefined();
  });

  it('reads day and month names of pt, es, fr, de, it and nl, with or without accents and dots', () => {
    const cases: [string, string][] = [
      ['Sáb., 1 Dez 2018 08:00:00 -0200', '2018-12-01T10:00:00.000Z'],
      ['Qua, 10 Out 2018 12:00:00 -0300', '2018-10-10T15:00:00.000Z'],
      ['Ter, 13 Fev 2018 09:15:00 -0200', '2018-02-13T11:15:00.000Z'],
      ['Mar, 04 Dic 2018 10:00:00 +0100', '2018-12-04T09:00:00.000Z'],
      ['Lunes, 7 de enero de 2019 10:00:00 GMT', '2019-01-07T10:00:00.000Z'],
      ['mié, 15 ago 2018 10:00:00 +0200', '2018-08-15T08:00:00.000Z'],
      ['jeu. 6 déc. 2018 14:30:00 +0100', '2018-12-06T13:30:00.000Z'],
      ['lun., 5 févr. 2018 10:00:00 +0100', '2018-02-05T09:00:00.000Z'],
      ['ven., 9 fév. 2018 10:00:00 +0100', '2018-02-09T09:00:00.000Z'],
      ['Mi., 5. Sept. 2018 10:00:00 +0200', '2018-09-05T08:00:00.000Z'],
      ['Mo, 05 Mrz 2018 10:00:00 +0100', '2018-03-05T09:00:00.000Z'],
      ['Di, 06 März 2018 10:00 MEZ', '2018-03-06T09:00:00.000Z'],
      ['lun 12 ott 2018 10:00:00 +0200', '2018-10-12T08:00:00.000Z'],
      ['gio, 3 mag 2018 10:00:00 +0200', '2018-05-03T08:00:00.000Z'],
      ['ma, 05 mrt 2018 10:00:00 +0100', '2018-03-05T09:00:00.000Z'],
      ['wo 09 mei 2018 10:00:00 CEST', '2018-05-09T08:00:00.000Z'],
      ['SEG,24 SET 2018 19:42:40 -0300', '2018-09-24T22:42:40.000Z'],
      ['Sexta-feira, 28 Setembro 2018 07:00 BRT', '2018-09-28T10:00:00.000Z'],
    ];
    for (const [text, iso] of cases) expect(at(text), text).toBe(iso);
  });

  it('knows the month spellings feeds use', () => {
    const spellings: Record<string, number> = {
      Set: 8,
      Out: 9,
      Dez: 11,
      Fev: 1,
      Mai: 4,
      Mär: 2,
      März: 2,
      Mrz: 2,
      Okt: 9,
      'janv.': 0,
      'févr.': 1,
      'fév.': 1,
      'avr.': 3,
      'juil.': 6,
      'déc.': 11,
      août: 7,
      ene: 0,
      abr: 3,
      ago: 7,
      dic: 11,
      sept: 8,
      gen: 0,
      mag: 4,
      giu: 5,
      lug: 6,
      ott: 9,
      mrt: 2,
      mei: 4,
      okt: 9,
      setembro: 8,
      Juni: 5,
      Juli: 6,
    };
    for (const [name, month] of Object.entries(spellings)) expect(monthOf(name), name).toBe(month);
    // "jui" begins both juin and juillet: not a month.
    expect(monthOf('jui')).toBeUndefined();
  });

  it('reads nothing it cannot read with confidence', () => {
    expect(at('Seg, 24 Xyz 2018 19:42:40 -0300')).toBeUndefined();
    expect(at('Mon, 31 Sep 2018 19:42:40 GMT')).toBeUndefined();
    expect(at('Mon, 24 Sep 2018 25:42:40 GMT')).toBeUndefined();
    expect(at('soon')).toBeUndefined();
    expect(at('')).toBeUndefined();
  });
});
