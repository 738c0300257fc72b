/** The calendar date in India now, as YYYY-MM-DD: ages and the 18-year rule are counted in it. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The latest date of birth of someone who is at least `years` old on `today` (the date picker's maximum). */
export function latestBirthDate(today: string, years: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  // 29 February of a leap year: the birthday counts as 28 February in other years.
  const day = m === 2 && d === 29 ? 28 : d;
  return `${String(y - years).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The dates of birth of people aged `min` to `max` (whole years, inclusive) on `today`: born
 * after the day they would have turned max + 1, and on or before the day they turned min.
 */
export function birthDatesForAges(today: string, min: number, max: number): { dobFrom: string; dobTo: string } {
  return { dobFrom: addDays(latestBirthDate(today, max + 1), 1), dobTo: latestBirthDate(today, min) };
}

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 100;
