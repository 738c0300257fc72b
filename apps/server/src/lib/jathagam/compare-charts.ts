/**
 * Two charts compared (docs/design.md, "Porutham of two charts"; decision 0078): the ten
 * poruthams of the two computed stars, chevvai dosham on both sides, papa samyam and dasa sandhi,
 * with the plain summary's lines. Signs, stars and padams only: never a longitude or a birth time.
 */
import type { ChartsChevvaiMatch, ChartsComparison, ChartsSide, ChartsSummaryCode, Translator } from '@inai/shared';
import { presentPorutham } from '../porutham/porutham.presenter.js';
import type { Chart } from './chart.js';
import { dasaSandhi, dasaSandhiByYear } from './dasa-sandhi.js';
import { memberChartOf } from './member-chart.js';
import { papaBalanced, papaSamyam } from './papa-samyam.js';

export type CompareOptions = {
  /**
   * Dasa sandhi by the year alone: for a member's details page, where a dasa's day would give the
   * other's birth time back.
   */
  sandhiByYear?: boolean;
};

function sideOf(chart: Chart): ChartsSide {
  return {
    moon_star: chart.moon_star,
    moon_raasi: chart.moon_raasi,
    lagnam_raasi: chart.lagnam.raasi,
    chart: memberChartOf(chart),
  };
}

function chevvaiMatch(bride: boolean, groom: boolean): ChartsChevvaiMatch {
  if (bride === groom) return bride ? 'both' : 'neither';
  return bride ? 'bride_only' : 'groom_only';
}

/** The comparison of a bride's and a groom's charts on `today`, its reasons in `texts`' language. */
export function compareCharts(
  bride: Chart,
  groom: Chart,
  today: Date,
  texts: Translator,
  options: CompareOptions = {},
): ChartsComparison {
  const chevvai = { bride: bride.chevvai_dosham, groom: groom.chevvai_dosham };
  const poruthams = presentPorutham(
    {
      bride: { star: bride.moon_star, raasi: bride.moon_raasi, chevvai_dosham: chevvai.bride.present ? 'yes' : 'no' },
      groom: { star: groom.moon_star, raasi: groom.moon_raasi, chevvai_dosham: chevvai.groom.present ? 'yes' : 'no' },
    },
    texts,
  );
  const papa = { bride: papaSamyam(bride), groom: papaSamyam(groom) };
  const balanced = papaBalanced(papa.bride, papa.groom);
  const sandhi = dasaSandhi(bride, groom, today);
  const match = chevvaiMatch(chevvai.bride.present, chevvai.groom.present);
  const summary: ChartsSummaryCode[] = [
    poruthams.compatible ? 'stars_compatible' : 'stars_not_compatible',
    `chevvai_${match}`,
    balanced ? 'papa_balanced' : 'papa_unbalanced',
    sandhi.periods.length ? 'dasa_sandhi_found' : 'dasa_sandhi_none',
  ];
  return {
    bride: sideOf(bride),
    groom: sideOf(groom),
    poruthams,
    chevvai: { ...chevvai, match },
    papa_samyam: { ...papa, balanced },
    dasa_sandhi: options.sandhiByYear ? dasaSandhiByYear(sandhi) : sandhi,
    summary,
  };
}
