import { PUBLIC_FIGURES, type PublicFigures } from '@inai/shared';

/**
 * A count rounded down to two significant digits, so a figure never claims more than there is
 * and reads as a round number: 1,234 → 1,200; 56,789 → 56,000; 87 → 87.
 */
export function roundedDown(count: number): number {
  const whole = Math.max(0, Math.floor(count));
  const step = 10 ** Math.max(0, String(whole).length - 2);
  return Math.floor(whole / step) * step;
}

/**
 * The figures the pages may show: each rounded down, and only once every one of them has
 * reached the floor (PUBLIC_FIGURES_FLOOR). The home tile and the about counters show them
 * together, so a small one would not stand out as a gap beside the others: below the floor
 * the pages say a sentence without a number instead.
 */
export function shownFigures(counts: PublicFigures, floor: number): PublicFigures | null {
  if (PUBLIC_FIGURES.some((name) => counts[name] < floor)) return null;
  return Object.fromEntries(PUBLIC_FIGURES.map((name) => [name, roundedDown(counts[name])])) as PublicFigures;
}
