/**
 * Dasa sandhi (decision 0078): the times in the next ten years when the bride and the groom both
 * begin a new major (maha) dasa within six months of each other. Astrologers read two such
 * turnings together as a strain on a young household, so the comparison lists them.
 */
import { indiaDateOf, type DasaSandhiPeriod } from '@inai/shared';
import type { Chart } from './chart.js';
import { YEAR_DAYS, type DasaLord } from './dasa.js';

const DAY_MS = 86_400_000;

/** Six months: half a dasa year of 365.25 days, the year the dasa itself is counted in. */
export const SANDHI_DAYS = YEAR_DAYS / 2;
export const SANDHI_YEARS = 10;

export type DasaSandhi = { from: string; to: string; periods: DasaSandhiPeriod[] };

type Change = { date: string; lord: DasaLord };

/** The day in India time, as the dasa dates are written. */
function istDate(at: Date): string {
  return indiaDateOf(at);
}

/** The same day ten years on (29 February becomes the 28th). */
function yearsLater(date: string, years: number): string {
  const later = `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;
  return later.endsWith('-02-29') ? later.replace(/29$/, '28') : later;
}

function daysBetween(a: string, b: string): number {
  return Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;
}

/**
 * The maha dasas that begin within [from, to]. The first period is listed from its notional start
 * before birth (decision 0044), which is no change at all, so it never counts.
 */
function changesOf(chart: Chart, from: string, to: string): Change[] {
  return chart.dasa.periods
    .slice(1)
    .filter((period) => period.start >= from && period.start <= to)
    .map((period) => ({ date: period.start, lord: period.lord }));
}

/** Both change major dasa within six months of each other, the two changes inside the ten years from `from`. */
export function dasaSandhi(bride: Chart, groom: Chart, from: Date): DasaSandhi {
  const start = istDate(from);
  const end = yearsLater(start, SANDHI_YEARS);
  const groomChanges = changesOf(groom, start, end);
  const periods: DasaSandhiPeriod[] = [];
  for (const b of changesOf(bride, start, end)) {
    for (const g of groomChanges) {
      if (daysBetween(b.date, g.date) > SANDHI_DAYS) continue;
      const [earlier, later] = b.date <= g.date ? [b.date, g.date] : [g.date, b.date];
      periods.push({ start: earlier, end: later, bride_lord: b.lord, groom_lord: g.lord });
    }
  }
  periods.sort((x, y) => x.start.localeCompare(y.start));
  return { from: start, to: end, periods };
}

/**
 * The same with each change given by its year alone, for a member's details page: a dasa's day
 * gives back the Moon's longitude and so, with the date of birth, the birth time.
 */
export function dasaSandhiByYear(sandhi: DasaSandhi): DasaSandhi {
  return {
    ...sandhi,
    periods: sandhi.periods.map((period) => ({ ...period, start: period.start.slice(0, 4), end: period.end.slice(0, 4) })),
  };
}
