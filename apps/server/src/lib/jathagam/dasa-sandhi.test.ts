import { describe, expect, it } from 'vitest';
import type { Chart } from './chart.js';
import type { DasaLord } from './dasa.js';
import { dasaSandhi, dasaSandhiByYear } from './dasa-sandhi.js';

/** A chart reduced to its maha dasas, each given by its lord and the day it begins. */
function chartWith(...starts: Array<[DasaLord, string]>): Chart {
  const periods = starts.map(([lord, start], i) => ({ lord, start, end: starts[i + 1]?.[1] ?? '2100-01-01', bhuktis: [] }));
  return { dasa: { balance: { lord: starts[0]![0], years: 0, months: 0, days: 0 }, periods } } as unknown as Chart;
}

const today = new Date('2026-11-30T06:00:00Z');

describe('dasaSandhi', () => {
  it('finds both changing major dasa within six months, inside the next ten years', () => {
    const bride = chartWith(['venus', '2010-01-01'], ['sun', '2030-03-15'], ['moon', '2036-03-15']);
    const groom = chartWith(['mars', '2020-01-01'], ['rahu', '2030-08-01'], ['jupiter', '2048-08-01']);
    expect(dasaSandhi(bride, groom, today)).toEqual({
      from: '2026-11-30',
      to: '2036-11-30',
      periods: [{ start: '2030-03-15', end: '2030-08-01', bride_lord: 'sun', groom_lord: 'rahu' }],
    });
    // Either may change first: start is the earlier change, end the later.
    expect(dasaSandhi(groom, bride, today).periods).toEqual([
      { start: '2030-03-15', end: '2030-08-01', bride_lord: 'rahu', groom_lord: 'sun' },
    ]);
  });

  it('leaves out changes more than six months apart', () => {
    const bride = chartWith(['venus', '2010-01-01'], ['sun', '2030-01-01']);
    const groom = chartWith(['mars', '2020-01-01'], ['rahu', '2030-07-05']);
    expect(dasaSandhi(bride, groom, today).periods).toEqual([]);
    const near = chartWith(['mars', '2020-01-01'], ['rahu', '2030-07-02']); // 182 days
    expect(dasaSandhi(bride, near, today).periods).toHaveLength(1);
  });

  it('counts only changes inside the ten years, never the first dasa of the list', () => {
    // Changes before today or after ten years are not this marriage's concern.
    const bride = chartWith(['venus', '2026-10-01'], ['sun', '2036-12-20']);
    const groom = chartWith(['mars', '2026-09-01'], ['rahu', '2026-11-01'], ['jupiter', '2036-12-01']);
    expect(dasaSandhi(bride, groom, today).periods).toEqual([]);
  });

  it('gives the years alone for a details page', () => {
    const bride = chartWith(['venus', '2010-01-01'], ['sun', '2030-12-15']);
    const groom = chartWith(['mars', '2020-01-01'], ['rahu', '2031-02-01']);
    expect(dasaSandhiByYear(dasaSandhi(bride, groom, today))).toEqual({
      from: '2026-11-30',
      to: '2036-11-30',
      periods: [{ start: '2030', end: '2031', bride_lord: 'sun', groom_lord: 'rahu' }],
    });
  });
});
