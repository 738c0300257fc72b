import type { Raasi } from '@inai/shared';

/**
 * Where each sign sits in the South Indian square (a 4×4 grid whose middle 2×2 holds the chart's
 * name): the signs never move; Meenam top-left, then clockwise from Mesham along the top.
 */
export const SOUTH_CHART_CELLS: Readonly<Record<Raasi, { row: number; col: number }>> = {
  Meenam: { row: 0, col: 0 },
  Mesham: { row: 0, col: 1 },
  Rishabam: { row: 0, col: 2 },
  Mithunam: { row: 0, col: 3 },
  Kadagam: { row: 1, col: 3 },
  Simmam: { row: 2, col: 3 },
  Kanni: { row: 3, col: 3 },
  Thulam: { row: 3, col: 2 },
  Viruchigam: { row: 3, col: 1 },
  Dhanusu: { row: 3, col: 0 },
  Magaram: { row: 2, col: 0 },
  Kumbam: { row: 1, col: 0 },
};

/** One mark in a sign's box: the lagnam or a planet (abbreviated, retrograde marked). */
export interface ChartMark {
  key: string;
  text: string;
  lagnam?: boolean;
}

/** The degree within its sign of a sidereal longitude, as d°m′ (minutes rounded down, as almanacs print). */
export function degreeInSign(longitude: number): string {
  const within = ((longitude % 30) + 30) % 30;
  let degrees = Math.floor(within);
  let minutes = Math.floor((within - degrees) * 60 + 1e-9);
  if (minutes === 60) {
    degrees += 1;
    minutes = 0;
  }
  return `${degrees}°${minutes}′`;
}
