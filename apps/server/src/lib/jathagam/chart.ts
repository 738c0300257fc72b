/**
 * The birth chart (jathagam) of an instant and a place: pure and deterministic, the answer of
 * POST /api/jathagam without `success` (docs/design.md, "Birth chart").
 */
import type { RAASIS, STARS, ChartPointKey, PlanetKey } from '@inai/shared';
import { chevvaiDosham, type ChevvaiDosham } from './chevvai-dosham.js';
import { vimshottari, type Dasa } from './dasa.js';
import { distanceToBoundary, divisionOf, signOf, TOLERANCE, type Division } from './divisions.js';
import { lunarDay, solarDay, type Panchangam } from './panchangam.js';
import {
  bodyHourlyMotion,
  bodySidereal,
  lagnamSidereal,
  momentOf,
  moonSidereal,
  normalize,
  rahuSidereal,
  type VectorBody,
} from './positions.js';

export type ChartInput = { utc: Date; latitude: number; longitude: number };

export type ChartPlanet = Division & {
  key: PlanetKey;
  longitude: number;
  retrograde: boolean;
};

export type Chart = {
  utc: string;
  ayanamsa: number;
  lagnam: Omit<Division, 'navamsam_raasi'> & { longitude: number };
  planets: ChartPlanet[];
  navamsam: { lagnam_raasi: (typeof RAASIS)[number] };
  moon_star: (typeof STARS)[number];
  moon_raasi: (typeof RAASIS)[number];
  near_boundary: ChartPointKey[];
  dasa: Dasa;
  chevvai_dosham: ChevvaiDosham;
  panchangam: Panchangam;
};

const PLANETS: readonly VectorBody[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'];

/** Rounds a longitude to 6 decimals (about 0.004″), far finer than the engine's accuracy. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Computes the chart of a birth: positions, divisions, dasa, Chevvai dosham and panchangam. */
export function computeChart({ utc, latitude, longitude }: ChartInput): Chart {
  if (Number.isNaN(utc.getTime())) throw new RangeError('Invalid birth instant');
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new RangeError('Latitude or longitude out of range');
  }
  const moment = momentOf(utc);
  const rahu = rahuSidereal(moment);
  const longitudes: Record<PlanetKey, number> = {
    sun: bodySidereal('sun', moment),
    moon: moonSidereal(moment),
    mars: 0,
    mercury: 0,
    jupiter: 0,
    venus: 0,
    saturn: 0,
    rahu,
    ketu: normalize(rahu + 180),
  };
  const retrograde: Record<PlanetKey, boolean> = {
    sun: false,
    moon: false,
    mars: false,
    mercury: false,
    jupiter: false,
    venus: false,
    saturn: false,
    rahu: true,
    ketu: true,
  };
  for (const body of PLANETS) {
    longitudes[body] = bodySidereal(body, moment);
    retrograde[body] = bodyHourlyMotion(body, moment) < 0;
  }
  const lagnamLongitude = lagnamSidereal(moment, latitude, longitude);

  const keys = Object.keys(longitudes) as PlanetKey[];
  const planets = keys.map((key) => ({
    key,
    longitude: round6(longitudes[key]),
    ...divisionOf(longitudes[key]),
    retrograde: retrograde[key],
  }));
  const nearBoundary: ChartPointKey[] = [];
  for (const key of keys) {
    const tolerance = key === 'moon' ? TOLERANCE.moon : TOLERANCE.body;
    if (distanceToBoundary(longitudes[key]) < tolerance) nearBoundary.push(key);
  }
  if (distanceToBoundary(lagnamLongitude) < TOLERANCE.lagnam) nearBoundary.push('lagnam');

  const lagnam = divisionOf(lagnamLongitude);
  const moon = divisionOf(longitudes.moon);
  const lunar = lunarDay(longitudes.sun, longitudes.moon);
  const solar = solarDay(utc.getTime(), longitudes.sun, latitude, longitude);
  return {
    utc: utc.toISOString(),
    ayanamsa: round6(moment.ayanamsa + moment.dpsi),
    lagnam: {
      longitude: round6(lagnamLongitude),
      raasi: lagnam.raasi,
      star: lagnam.star,
      padam: lagnam.padam,
    },
    planets,
    navamsam: { lagnam_raasi: lagnam.navamsam_raasi },
    moon_star: moon.star,
    moon_raasi: moon.raasi,
    near_boundary: nearBoundary,
    dasa: vimshottari(utc, longitudes.moon),
    chevvai_dosham: chevvaiDosham({
      lagnam: signOf(lagnamLongitude),
      moon: signOf(longitudes.moon),
      venus: signOf(longitudes.venus),
      mars: signOf(longitudes.mars),
      jupiter: signOf(longitudes.jupiter),
    }),
    panchangam: {
      weekday: solar.weekday,
      tithi: lunar.tithi,
      yoga: lunar.yoga,
      karana: lunar.karana,
      tamil_month: solar.tamil_month,
      tamil_date: solar.tamil_date,
    },
  };
}
