import { WIDEN_FIELDS, type MatchesSort, type WidenField, type WidenSuggestion } from '@inai/shared';

/**
 * What a Matches search adds to the saved preferences: only compatible stars, the preferences
 * widened, and "charts agree" (only those, or those first: docs/decisions/0079).
 */
export interface MatchesOptions {
  compatible: boolean;
  /** In the order the member widened them. */
  widen: WidenField[];
  chartsAgree?: boolean;
  chartsFirst?: boolean;
}

/**
 * Matches keep these in the address (/matches?compatible=1&charts=1&sort=charts&widen=age&page=2), so Back
 * and the pager keep them and a fresh visit starts from the saved preferences. Unknown fields
 * (an old or edited link) are dropped.
 */
export function matchesOptionsFromParams(params: URLSearchParams): { options: MatchesOptions; page: number } {
  const widen = [...new Set(params.getAll('widen'))].filter((f): f is WidenField =>
    (WIDEN_FIELDS as readonly string[]).includes(f),
  );
  const page = Number(params.get('page'));
  return {
    options: {
      compatible: params.get('compatible') === '1',
      widen,
      ...(params.get('charts') === '1' ? { chartsAgree: true } : {}),
      ...(params.get('sort') === 'charts' ? { chartsFirst: true } : {}),
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function matchesOptionsToParams(options: MatchesOptions, page: number): URLSearchParams {
  const params = new URLSearchParams();
  if (options.compatible) params.set('compatible', '1');
  if (options.chartsAgree) params.set('charts', '1');
  if (options.chartsFirst) params.set('sort', 'charts');
  for (const field of options.widen) params.append('widen', field);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The loggedInSearch body's additions: only what differs from the saved preferences. */
export function toMatchesInput(options: MatchesOptions): {
  compatible_stars?: true;
  widen?: WidenField[];
  charts_agree?: true;
  sort?: MatchesSort;
} {
  return {
    ...(options.compatible ? { compatible_stars: true as const } : {}),
    ...(options.chartsAgree ? { charts_agree: true as const } : {}),
    ...(options.chartsFirst ? { sort: 'charts_agree' as const } : {}),
    ...(options.widen.length ? { widen: options.widen } : {}),
  };
}

/** The options with a suggested widening taken: its preferences widened too, or compatible stars off. */
export function withWidening(options: MatchesOptions, suggestion: WidenSuggestion): MatchesOptions {
  const choices = [suggestion.field, ...(suggestion.also ?? [])];
  const fields = choices.filter((c): c is WidenField => c !== 'compatible_stars' && !options.widen.includes(c));
  return {
    ...options,
    compatible: options.compatible && !choices.includes('compatible_stars'),
    widen: [...options.widen, ...fields],
  };
}
