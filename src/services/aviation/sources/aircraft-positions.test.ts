import { describe, expect, it } from 'vitest';
import { ConfigError, type RawEnv } from '../../../env-vars';
import { adsbLolSource } from './adsb-lol/source';
import { openSkySource } from './opensky/source';

/** The ids of the jobs both position sources yield for an environment. */
const positionJobs = (env: RawEnv) =>
  [...openSkySource.createJobs(env), ...adsbLolSource.createJobs(env)].map((j) => j.id);

describe('AIRCRAFT_POSITIONS_SOURCE', () => {
  it('gives the key to exactly one feed: OpenSky by default, adsb.lol when chosen', () => {
    expect(positionJobs({})).toEqual(['opensky-positions']);
    expect(positionJobs({ AIRCRAFT_POSITIONS_SOURCE: 'adsb-lol' })).toEqual(['adsb-lol-positions']);
    expect(positionJobs({ AIRCRAFT_POSITIONS_SOURCE: 'adsb.lol' })).toEqual(['adsb-lol-positions']);
    expect(positionJobs({ AIRCRAFT_POSITIONS_SOURCE: 'ADSB-LOL' })).toEqual(['adsb-lol-positions']);
    expect(positionJobs({ AIRCRAFT_POSITIONS_SOURCE: 'opensky' })).toEqual(['opensky-positions']);
  });

  it('is one declaration shared by both sources', () => {
    expect(openSkySource.env.AIRCRAFT_POSITIONS_SOURCE).toBe(adsbLolSource.env.AIRCRAFT_POSITIONS_SOURCE);
  });

  it('refuses an unknown feed at start instead of falling back to OpenSky', () => {
    for (const source of [openSkySource, adsbLolSource]) {
      expect(() => source.createJobs({ AIRCRAFT_POSITIONS_SOURCE: 'flightradar' })).toThrow(ConfigError);
      expect(() => source.createJobs({ AIRCRAFT_POSITIONS_SOURCE: 'flightradar' })).toThrow(
        /AIRCRAFT_POSITIONS_SOURCE must be one of opensky, adsb-lol/,
      );
    }
  });
});
