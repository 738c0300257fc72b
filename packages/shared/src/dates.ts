/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  // Every result card asks: compare the fixed-width text instead of splitting both dates.
  const years = Number(today.slice(0, 4)) - Number(dob.slice(0, 4));
  return today.slice(5, 10) < dob.slice(5, 10) ? years - 1 : years;
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

const birthDateRanges = new Map<string, { dobFrom: string; dobTo: string }>();

/**
 * The dates of birth of people aged `min` to `max` (whole years, inclusive) on `today`: born
 * after the day they would have turned max + 1, and on or before the day they turned min.
 */
export function birthDatesForAges(today: string, min: number, max: number): { dobFrom: string; dobTo: string } {
  // Every search asks, for one of a handful of ranges: remember the answers (a few a day).
  const key = `${today}|${min}|${max}`;
  let range = birthDateRanges.get(key);
  if (!range) {
    if (birthDateRanges.size > 200) birthDateRanges.clear();
    range = Object.freeze({ dobFrom: addDays(latestBirthDate(today, max + 1), 1), dobTo: latestBirthDate(today, min) });
    birthDateRanges.set(key, range);
  }
  return range;
}

export const MINIMUM_AGE = 18;
export const MAXIMUM_AGE = 100;
