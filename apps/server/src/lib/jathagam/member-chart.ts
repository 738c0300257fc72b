import type { MemberChart } from '@inai/shared';
import type { Chart } from './chart.js';

/** The chart as other members see it: signs, stars and padams only (the longitudes would give back the birth time). */
export function memberChartOf(chart: Chart): MemberChart {
  return {
    lagnam: { raasi: chart.lagnam.raasi },
    navamsam: { lagnam_raasi: chart.navamsam.lagnam_raasi },
    planets: chart.planets.map(({ key, raasi, star, padam, retrograde, navamsam_raasi }) => ({
      key,
      raasi,
      star,
      padam,
      retrograde,
      navamsam_raasi,
    })),
    moon_star: chart.moon_star,
    moon_raasi: chart.moon_raasi,
    chevvai_dosham: chart.chevvai_dosham,
  };
}
