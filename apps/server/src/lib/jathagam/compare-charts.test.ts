import { describe, expect, it } from 'vitest';
import { chartsComparisonSchema } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';
import { presentPorutham } from '../porutham/porutham.presenter.js';
import { computeChart } from './chart.js';
import { compareCharts } from './compare-charts.js';
import { localToUtc } from './time-zone.js';

const en = translatorFor('en');
const today = new Date('2026-11-30T06:00:00Z');
const chartOf = (date: string, time: string, latitude: number, longitude: number) =>
  computeChart({ utc: localToUtc(date, time, 'Asia/Kolkata'), latitude, longitude });

// The source's own pair (decision 0078): the girl born in Mumbai, the boy in Kolkata.
const bride = chartOf('1967-08-29', '09:00', 19.0821978, 72.7411014);
const groom = chartOf('1970-11-10', '09:20', 22.6757521, 88.0495418);

describe('compareCharts', () => {
  it('compares the two charts: poruthams of the computed stars, chevvai, papa samyam, dasa sandhi, summary', () => {
    const result = compareCharts(bride, groom, today, en);
    expect(chartsComparisonSchema.parse(result)).toEqual(result);
    expect(result.bride).toMatchObject({ moon_star: bride.moon_star, moon_raasi: 'Rishabam', lagnam_raasi: 'Kanni' });
    expect(result.groom).toMatchObject({ moon_raasi: 'Meenam', lagnam_raasi: 'Dhanusu' });
    expect(result.poruthams).toEqual(
      presentPorutham(
        {
          bride: { star: bride.moon_star, raasi: bride.moon_raasi, chevvai_dosham: 'yes' },
          groom: { star: groom.moon_star, raasi: groom.moon_raasi, chevvai_dosham: 'yes' },
        },
        en,
      ),
    );
    expect(result.chevvai).toEqual({ bride: bride.chevvai_dosham, groom: groom.chevvai_dosham, match: 'both' });
    expect(result.papa_samyam.bride.total).toBe(5.5);
    expect(result.papa_samyam.groom.total).toBe(2.75);
    expect(result.papa_samyam.balanced).toBe(false);
    expect(result.dasa_sandhi.from).toBe('2026-11-30');
    expect(result.dasa_sandhi.to).toBe('2036-11-30');
    expect(result.summary).toEqual([
      result.poruthams.compatible ? 'stars_compatible' : 'stars_not_compatible',
      'chevvai_both',
      'papa_unbalanced',
      result.dasa_sandhi.periods.length ? 'dasa_sandhi_found' : 'dasa_sandhi_none',
    ]);
  });

  it('says which side alone has chevvai dosham', () => {
    const without = chartOf('2020-05-12', '09:20', 22.6757521, 88.0495418);
    expect(without.chevvai_dosham.present).toBe(false);
    expect(compareCharts(bride, without, today, en).chevvai.match).toBe('bride_only');
    expect(compareCharts(without, groom, today, en).chevvai.match).toBe('groom_only');
    expect(compareCharts(without, without, today, en).summary).toContain('chevvai_neither');
  });

  it('carries no longitude and no birth time, and dasa sandhi by the year when asked', () => {
    const result = compareCharts(bride, groom, today, en, { sandhiByYear: true });
    const text = JSON.stringify(result);
    expect(text).not.toContain('longitude');
    expect(text).not.toContain(bride.utc);
    expect(text).not.toContain('1967-08-29');
    for (const period of result.dasa_sandhi.periods) expect(period.start).toMatch(/^\d{4}$/);
  });
});
