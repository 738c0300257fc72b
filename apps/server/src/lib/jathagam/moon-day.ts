/**
 * The Moon's star and raasi through one local calendar day, for a member who knows the date of
 * birth but not the time: the Moon moves about 13° a day, so its star (13°20′) changes on most
 * days or on the next. The day is cut where the star or the raasi changes; one part means the
 * date alone decides both.
 */
import type { Raasi, Star } from '@inai/shared';
import { divisionOf, STAR_SPAN } from './divisions.js';
import { momentOf, moonSidereal } from './positions.js';
import { localToUtc, zoneOffsetMs } from './time-zone.js';

export type MoonDayPart = {
  star: Star;
  raasi: Raasi;
  /** Local time the part begins and ends, 'HH:mm' (the last part ends at '24:00'). */
  from: string;
  to: string;
};

const MINUTE = 60_000;
const RAASI_SPAN = 30;

function moonAt(ms: number): number {
  return moonSidereal(momentOf(new Date(ms)));
}

/** The next calendar date after a 'YYYY-MM-DD' one. */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The instant (to the minute) the Moon reaches `target`° (unwrapped past `fromLon`) between two instants. */
function crossing(startMs: number, endMs: number, startLon: number, target: number): number {
  let [low, high] = [startMs, endMs];
  while (high - low > MINUTE / 2) {
    const middle = (low + high) / 2;
    let lon = moonAt(middle);
    if (lon < startLon - 180) lon += 360;
    if (lon < target) low = middle;
    else high = middle;
  }
  return Math.round(high / MINUTE) * MINUTE;
}

function localClock(ms: number, timeZone: string): string {
  const local = new Date(ms + zoneOffsetMs(ms, timeZone));
  return local.toISOString().slice(11, 16);
}

/** The parts of a local day (in `timeZone`) over which the Moon's star and raasi stay the same. */
export function moonThroughDay(date: string, timeZone: string): MoonDayPart[] {
  const startMs = localToUtc(date, '00:00', timeZone).getTime();
  const endMs = localToUtc(nextDate(date), '00:00', timeZone).getTime();
  const startLon = moonAt(startMs);
  let endLon = moonAt(endMs);
  if (endLon < startLon) endLon += 360;

  // Every star or raasi boundary the Moon passes in the day, in order.
  const boundaries = new Set<number>();
  for (const span of [STAR_SPAN, RAASI_SPAN]) {
    for (let b = Math.ceil(startLon / span) * span; b <= endLon; b += span) if (b > startLon) boundaries.add(b);
  }
  const cuts = [...boundaries].sort((a, b) => a - b).map((b) => ({ lon: b, ms: crossing(startMs, endMs, startLon, b) }));

  const parts: MoonDayPart[] = [];
  const points = [{ lon: startLon, ms: startMs }, ...cuts];
  points.forEach((point, i) => {
    const next = cuts[i];
    // Halfway to the next boundary, safely inside this part.
    const inside = next ? (point.lon + next.lon) / 2 : (point.lon + endLon) / 2;
    const { star, raasi } = divisionOf(inside % 360);
    parts.push({
      star,
      raasi,
      from: localClock(point.ms, timeZone),
      to: next ? localClock(next.ms, timeZone) : '24:00',
    });
  });
  return parts;
}
