/**
 * Sidereal positions (Lahiri) of the grahas and the lagnam on astronomy-engine. Longitudes are
 * referred to the mean equinox of date before the mean ayanamsa is taken off, which is the same
 * as Swiss Ephemeris' true longitude minus its true ayanamsa (decision 0044).
 */
import * as Astronomy from 'astronomy-engine';

const J2000 = 2_451_545.0;
const DEG = Math.PI / 180;

/** Swiss Ephemeris' Lahiri epoch: 1956-09-22 00:00 TT (JD 2435553.5). */
const LAHIRI_T0 = (2_435_553.5 - J2000) / 36_525;
/**
 * Lahiri's ayanamsa at that epoch, in degrees: Swiss Ephemeris' 23.245524743° plus 0.13″, the
 * constant difference between its precession model and the IAU 2006 general precession used
 * here, measured against swetest from 1900 to 2050.
 */
const LAHIRI_AT_T0 = 23.245_524_743 + 0.13 / 3600;

export function normalize(degrees: number): number {
  const d = degrees % 360;
  return d < 0 ? d + 360 : d;
}

/** IAU 2006 general precession in longitude since J2000, in arcseconds (T in TT centuries). */
function generalPrecession(t: number): number {
  return 5028.796195 * t + 1.1054348 * t * t + 0.00007964 * t * t * t;
}

/** The mean Lahiri ayanamsa, in degrees (T in TT centuries since J2000). */
export function meanAyanamsa(t: number): number {
  return LAHIRI_AT_T0 + (generalPrecession(t) - generalPrecession(LAHIRI_T0)) / 3600;
}

/** The mean lunar node's tropical longitude of the mean equinox of date (Meeus 47.7). */
function meanNode(t: number): number {
  return normalize(
    125.044_547_9 - 1934.136_289_1 * t + 0.002_075_4 * t * t + (t * t * t) / 467_441 - (t * t * t * t) / 60_616_000,
  );
}

export type Moment = {
  time: Astronomy.AstroTime;
  /** TT centuries since J2000. */
  t: number;
  /** Nutation in longitude, degrees. */
  dpsi: number;
  /** True obliquity, degrees. */
  trueObliquity: number;
  ayanamsa: number;
};

export function momentOf(utc: Date): Moment {
  const time = Astronomy.MakeTime(utc);
  const tilt = Astronomy.e_tilt(time);
  const t = time.tt / 36_525;
  return {
    time,
    t,
    dpsi: tilt.dpsi / 3600,
    trueObliquity: tilt.tobl,
    ayanamsa: meanAyanamsa(t),
  };
}

const BODIES = {
  sun: Astronomy.Body.Sun,
  mars: Astronomy.Body.Mars,
  mercury: Astronomy.Body.Mercury,
  jupiter: Astronomy.Body.Jupiter,
  venus: Astronomy.Body.Venus,
  saturn: Astronomy.Body.Saturn,
} as const;
export type VectorBody = keyof typeof BODIES;

/** Apparent true-of-date tropical longitude of the Moon, degrees. */
export function moonTropical(time: Astronomy.AstroTime): number {
  return Astronomy.EclipticGeoMoon(time).lon;
}

/** Apparent true-of-date tropical longitude of the Sun or a planet, degrees. */
export function bodyTropical(body: VectorBody, time: Astronomy.AstroTime): number {
  if (body === 'sun') return Astronomy.SunPosition(time).elon;
  return Astronomy.Ecliptic(Astronomy.GeoVector(BODIES[body], time, true)).elon;
}

/** The sidereal longitude from a true-of-date tropical one. */
export function sidereal(tropical: number, moment: Moment): number {
  return normalize(tropical - moment.dpsi - moment.ayanamsa);
}

export function moonSidereal(moment: Moment): number {
  return sidereal(moonTropical(moment.time), moment);
}

export function bodySidereal(body: VectorBody, moment: Moment): number {
  return sidereal(bodyTropical(body, moment.time), moment);
}

/** Rahu: the mean node, already of the mean equinox of date. */
export function rahuSidereal(moment: Moment): number {
  return normalize(meanNode(moment.t) - moment.ayanamsa);
}

/** Signed motion in degrees over one hour, for the planets' retrograde flag. */
export function bodyHourlyMotion(body: VectorBody, moment: Moment): number {
  const later = moment.time.AddDays(1 / 24);
  const delta = bodyTropical(body, later) - bodyTropical(body, moment.time);
  return ((delta + 540) % 360) - 180;
}

/**
 * The lagnam: the ecliptic degree rising on the eastern horizon, from the local apparent
 * sidereal time and the true obliquity, made sidereal.
 */
export function lagnamSidereal(moment: Moment, latitude: number, longitude: number): number {
  const ramc = (Astronomy.SiderealTime(moment.time) * 15 + longitude) * DEG;
  const eps = moment.trueObliquity * DEG;
  const phi = latitude * DEG;
  const tropical = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(eps) + Math.tan(phi) * Math.sin(eps))) / DEG;
  return sidereal(normalize(tropical), moment);
}
