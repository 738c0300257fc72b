import { messageRef, type ChartsComparison, type JathagamInput, type PoruthamChartsAnswer, type Translator } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { compareCharts, computeChart, localToUtc, type Chart, type CompareOptions } from '../../lib/jathagam/index.js';
import { birthPlaceOf } from '../../lib/places/places.js';

type Side = 'bride' | 'groom';

/**
 * The two charts of POST /api/porutham/charts. A place id that is not listed is refused with a
 * field message naming the side (`bride.place`), both sides' at once.
 */
function chartsOf(input: Record<Side, JathagamInput>): Record<Side, Chart> {
  const errors: Record<string, string> = {};
  const charts: Partial<Record<Side, Chart>> = {};
  for (const side of ['bride', 'groom'] as const) {
    const { date, time } = input[side];
    const place = birthPlaceOf(input[side].place);
    if (!place) {
      errors[`${side}.place`] = messageRef(`poruthamCharts.errors.${side}.placeUnknown`);
      continue;
    }
    charts[side] = computeChart({
      utc: localToUtc(date, time, place.timezone),
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError(400, 'invalid_input', { errors, messageRef: first });
  return charts as Record<Side, Chart>;
}

/** Two births compared on `today` (docs/design.md, "Porutham of two charts"), reasons in `t`'s language. */
export function compareBirths(
  input: Record<Side, JathagamInput>,
  today: Date,
  t: Translator,
  options?: CompareOptions,
): ChartsComparison {
  const { bride, groom } = chartsOf(input);
  return compareCharts(bride, groom, today, t, options);
}

/** POST /api/porutham/charts's answer. */
export function poruthamChartsOf(input: Record<Side, JathagamInput>, today: Date, t: Translator): PoruthamChartsAnswer {
  return { success: true, ...compareBirths(input, today, t) };
}
