/**
 * India's clock, in one place: India Standard Time is UTC+5:30 all year (no daylight saving), so
 * plain arithmetic on the offset is exact. Ages, the picks' day, the morning mails' hours, the
 * last-active bands, the financial year and the dasa dates all read India's calendar from here;
 * nothing else defines the offset (india-time.test.ts looks).
 */

/** India's time zone, for Intl formats. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** UTC+5:30: India midnight is 18:30 UTC the day before. */
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

const millisOf = (instant: Date | string | number): number =>
  typeof instant === 'number' ? instant : typeof instant === 'string' ? Date.parse(instant) : instant.getTime();

let remembered = { from: 0, until: 0, day: '' };

/**
 * The calendar date in India now, as YYYY-MM-DD: ages and the 18-year rule are counted in it.
 * Every search asks; the answer is remembered until India's midnight.
 */
export function todayInIndia(now: Date = new Date()): string {
  const t = now.getTime();
  if (t >= remembered.from && t < remembered.until) return remembered.day;
  const local = t + INDIA_OFFSET_MS;
  const from = local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS;
  remembered = { from, until: from + DAY_MS, day: new Date(local).toISOString().slice(0, 10) };
  return remembered.day;
}

/**
 * The India calendar date of an instant, as YYYY-MM-DD: what another member is told of when
 * someone acted (viewed a profile, sent or answered an interest), never the time of day.
 */
export function indiaDateOf(instant: Date | string | number): string {
  return new Date(millisOf(instant) + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The India day of an instant, as days since 1970-01-01. */
export function indiaDayOf(instant: Date | string | number): number {
  return Math.floor((millisOf(instant) + INDIA_OFFSET_MS) / DAY_MS);
}

/** When an India day (days since 1970-01-01) begins, as an ISO time in UTC (18:30 the day before). */
export function indiaDayStart(day: number): string {
  return new Date(day * DAY_MS - INDIA_OFFSET_MS).toISOString();
}

/** Minutes since India's midnight at `now` (0 … 1439). */
export function indiaMinuteOfDay(now: Date): number {
  const minutes = Math.floor((now.getTime() + INDIA_OFFSET_MS) / MINUTE_MS) % (24 * 60);
  return minutes < 0 ? minutes + 24 * 60 : minutes;
}

/** Whether India's clock at `now` shows `hour`:`minute` or later, until midnight (the morning mails' hours). */
export function indiaClockReached(now: Date, hour: number, minute = 0): boolean {
  return indiaMinuteOfDay(now) >= hour * 60 + minute;
}

/** The year and month (0 = January) of an instant on India's calendar. */
export function indiaYearMonthOf(instant: Date | string | number): { year: number; month: number } {
  const india = new Date(millisOf(instant) + INDIA_OFFSET_MS);
  return { year: india.getUTCFullYear(), month: india.getUTCMonth() };
}
