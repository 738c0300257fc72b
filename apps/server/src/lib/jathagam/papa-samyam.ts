/**
 * Papa samyam (decision 0078): the weight of the malefics in a chart, counted whole-sign from the
 * lagnam, the Moon and Venus, and whether the bride's and the groom's weights are balanced. Signs
 * are numbers 0 (Mesham) to 11 (Meenam), so the rule can be checked from constructed positions.
 */
import { PAPA_FROM, PAPA_HOUSES, type PapaFrom, type PapaHouse, type PapaPoint, type PapaSide } from '@inai/shared';
import type { Chart } from './chart.js';
import { houseFrom } from './chevvai-dosham.js';
import { signOf } from './divisions.js';

/** The malefics counted: the Sun, Mars, Saturn and Rahu (Ketu is not counted in this reading). */
export const PAPA_PLANETS = ['sun', 'mars', 'saturn', 'rahu'] as const;
export type PapaPlanet = (typeof PAPA_PLANETS)[number];

/** One malefic's weight by the reference it is counted from: full from the lagnam, a half from the Moon, a quarter from Venus. */
export const PAPA_WEIGHTS: Readonly<Record<PapaFrom, number>> = { lagnam: 1, moon: 0.5, venus: 0.25 };

export type PapaSigns = Record<PapaFrom | PapaPlanet, number>;

function isPapaHouse(house: number): house is PapaHouse {
  return (PAPA_HOUSES as readonly number[]).includes(house);
}

/** Papa samyam of sign numbers: every malefic in a counted house from each reference, with its weight. */
export function papaSamyamOfSigns(signs: PapaSigns): PapaSide {
  const points: PapaPoint[] = [];
  for (const from of PAPA_FROM) {
    for (const planet of PAPA_PLANETS) {
      const house = houseFrom(signs[from], signs[planet]);
      if (isPapaHouse(house)) points.push({ planet, from, house, value: PAPA_WEIGHTS[from] });
    }
  }
  // Weights are a whole, a half and a quarter, so the sum is exact in floating point.
  return { total: points.reduce((sum, point) => sum + point.value, 0), points };
}

/** Papa samyam of a chart. */
export function papaSamyam(chart: Chart): PapaSide {
  const sign = (key: string) => signOf(chart.planets.find((p) => p.key === key)!.longitude);
  return papaSamyamOfSigns({
    lagnam: signOf(chart.lagnam.longitude),
    moon: sign('moon'),
    venus: sign('venus'),
    sun: sign('sun'),
    mars: sign('mars'),
    saturn: sign('saturn'),
    rahu: sign('rahu'),
  });
}

/** Balanced when the bride's total is not more than the groom's (the source's verdict). */
export function papaBalanced(bride: PapaSide, groom: PapaSide): boolean {
  return bride.total <= groom.total;
}
