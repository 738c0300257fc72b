import type { ChartsComparison } from '@inai/shared';
import { MEMBER_CHART } from './member-chart.fixture';

// Two charts compared, as POST /api/porutham/charts answers: the bride's is MEMBER_CHART's
// (Uthiradam, Dhanusu, lagnam Rishabam); the groom's moves his Moon to Ayilyam in Kadagam and his
// lagnam to Kumbam. Only the groom has chevvai dosham; the bride's papa samyam outweighs his.
export const COMPARISON: ChartsComparison = {
  bride: { moon_star: 'Uthiradam', moon_raasi: 'Dhanusu', lagnam_raasi: 'Rishabam', chart: MEMBER_CHART },
  groom: {
    moon_star: 'Ayilyam',
    moon_raasi: 'Kadagam',
    lagnam_raasi: 'Kumbam',
    chart: {
      ...MEMBER_CHART,
      lagnam: { raasi: 'Kumbam' },
      planets: MEMBER_CHART.planets.map((planet) =>
        planet.key === 'moon' ? { ...planet, raasi: 'Kadagam', star: 'Ayilyam', padam: 2, navamsam_raasi: 'Magaram' } : planet,
      ),
      moon_star: 'Ayilyam',
      moon_raasi: 'Kadagam',
      chevvai_dosham: { present: true, from: ['lagnam'], exception: null },
    },
  },
  poruthams: {
    success: true,
    matched: 5,
    total: 10,
    compatible: true,
    poruthams: [],
    chevvai: { bride: 'no', groom: 'yes', agreement: 'groom_only', reason: '' },
  },
  chevvai: {
    bride: MEMBER_CHART.chevvai_dosham,
    groom: { present: true, from: ['lagnam'], exception: null },
    match: 'groom_only',
  },
  papa_samyam: {
    bride: {
      total: 1.5,
      points: [
        { planet: 'saturn', from: 'moon', house: 2, value: 1 },
        { planet: 'mars', from: 'venus', house: 12, value: 0.5 },
      ],
    },
    groom: { total: 0, points: [] },
    balanced: false,
  },
  dasa_sandhi: {
    from: '2026-11-30',
    to: '2036-11-30',
    periods: [{ start: '2029-03-01', end: '2029-07-15', bride_lord: 'jupiter', groom_lord: 'saturn' }],
  },
  summary: ['stars_compatible', 'chevvai_groom_only', 'papa_unbalanced', 'dasa_sandhi_found'],
};
