/**
 * Local birth time → UTC through the IANA zone of the place (Node's Intl time-zone data), so
 * the historical offsets come out right: India's war time (+06:30, 1941–1945), local mean times
 * before standard time, and daylight saving abroad.
 */

const MINUTE = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, which is what a caller should hear.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (to the second, for LMT). */
export function zoneOffsetMs(instantMs: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const era = parts.find((part) => part.type === 'era')?.value;
  const year = era === 'BC' || era === 'B' ? 1 - get('year') : get('year');
  const wall = Date.UTC(year, get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(instantMs / 1000) * 1000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a local date and time at a place. A time that the clocks skipped (the
 * spring-forward gap) is read with the offset before the change, so it lands after the gap
 * (02:30 on a US spring-forward night is 03:30 daylight time); a time that happened twice
 * (the fall-back hour) is the earlier of the two. These are the "compatible" rules of
 * JavaScript's Temporal and of most calendar software.
 */
export function localToUtc(date: string, time: string, timeZone: string): Date {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) throw new RangeError(`Unreadable local time: ${date} ${time}`);
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    throw new RangeError(`Unreadable local time: ${date} ${time}`);
  }
  // The offsets in force a day either side bound every offset the wall time could have.
  const before = zoneOffsetMs(wall - 1440 * MINUTE, timeZone);
  const after = zoneOffsetMs(wall + 1440 * MINUTE, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => zoneOffsetMs(instant, timeZone) === wall - instant)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // A zone that changed its offset twice within the day: ask the zone at the wall time itself.
  const at = zoneOffsetMs(wall - zoneOffsetMs(wall, timeZone), timeZone);
  const direct = wall - at;
  if (zoneOffsetMs(direct, timeZone) === at) return new Date(direct);
  // In the gap: read with the offset before it.
  return new Date(wall - before);
}
