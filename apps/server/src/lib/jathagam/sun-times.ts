/**
 * Sunrise and sunset at a place, for the day boundaries of the panchangam: the Sun's upper limb
 * on the horizon with standard refraction (−0°50′), found by three corrections of the hour
 * angle from the Sun's apparent place. Accurate to well under a minute, which is all a day
 * boundary needs, and far cheaper than a general rise/set search.
 */
import * as Astronomy from 'astronomy-engine';

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;
const HORIZON = -50 / 60;
// The Sun's hour angle grows 360° a solar day (the Earth's 360.99° less the Sun's own ~1°).
const SOLAR_RATE = 360;

/** Midnight (UTC ms) that begins the local mean solar day containing the instant. */
export function localMeanMidnight(instantMs: number, longitude: number): number {
  const offset = (longitude / 360) * DAY_MS;
  return Math.floor((instantMs + offset) / DAY_MS) * DAY_MS - offset;
}

/**
 * Sunrise or sunset (UTC ms) on the local mean solar day starting at `midnightMs`. Where the
 * Sun does not rise or set that day (high latitudes), 06:00 or 18:00 local mean time.
 */
export function sunEvent(midnightMs: number, latitude: number, longitude: number, event: 'rise' | 'set'): number {
  const sign = event === 'rise' ? -1 : 1;
  let ms = midnightMs + (event === 'rise' ? 0.25 : 0.75) * DAY_MS;
  const phi = latitude * DEG;
  for (let i = 0; i < 3; i++) {
    const time = Astronomy.MakeTime(new Date(ms));
    const ecliptic = Astronomy.SunPosition(time);
    const eps = Astronomy.e_tilt(time).tobl * DEG;
    const lambda = ecliptic.elon * DEG;
    const ra = Math.atan2(Math.sin(lambda) * Math.cos(eps), Math.cos(lambda)) / DEG;
    const dec = Math.asin(Math.sin(eps) * Math.sin(lambda));
    const cosH = (Math.sin(HORIZON * DEG) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
    if (cosH < -1 || cosH > 1) return midnightMs + (event === 'rise' ? 0.25 : 0.75) * DAY_MS;
    const target = (sign * Math.acos(cosH)) / DEG;
    const hourAngle = Astronomy.SiderealTime(time) * 15 + longitude - ra;
    const error = ((((target - hourAngle) % 360) + 540) % 360) - 180;
    ms += (error / SOLAR_RATE) * DAY_MS;
  }
  return ms;
}
