import { describe, expect, it } from 'vitest';
import { matchesOptionsFromParams, matchesOptionsToParams, toMatchesInput, withWidening } from './matches-options';

describe('Matches options in the address', () => {
  it('round-trip compatible stars, the widened preferences in order, and the page', () => {
    const options = { compatible: true, widen: ['caste' as const, 'age' as const] };
    const params = matchesOptionsToParams(options, 3);
    expect(params.toString()).toBe('compatible=1&widen=caste&widen=age&page=3');
    expect(matchesOptionsFromParams(params)).toEqual({ options, page: 3 });
  });

  it('start from the saved preferences and drop unknown widenings', () => {
    expect(matchesOptionsFromParams(new URLSearchParams('widen=weight&widen=age&widen=age&page=x'))).toEqual({
      options: { compatible: false, widen: ['age'] },
      page: 1,
    });
  });

  it('send only what differs from the saved preferences', () => {
    expect(toMatchesInput({ compatible: false, widen: [] })).toEqual({});
    expect(toMatchesInput({ compatible: true, widen: ['dosam'] })).toEqual({ compatible_stars: true, widen: ['dosam'] });
  });

  it('takes a suggested widening: its preferences added once, compatible stars turned off', () => {
    const options = { compatible: true, widen: ['age' as const] };
    expect(withWidening(options, { field: 'caste', more: 2 })).toEqual({ compatible: true, widen: ['age', 'caste'] });
    expect(withWidening(options, { field: 'compatible_stars', more: 2, also: ['age', 'religion'] })).toEqual({
      compatible: false,
      widen: ['age', 'religion'],
    });
  });

  it('keep "charts agree" (only, and first) in the address and send them', () => {
    const options = { compatible: false, widen: [], chartsAgree: true, chartsFirst: true };
    const params = matchesOptionsToParams(options, 1);
    expect(params.toString()).toBe('charts=1&sort=charts');
    expect(matchesOptionsFromParams(params)).toEqual({ options, page: 1 });
    expect(toMatchesInput(options)).toEqual({ charts_agree: true, sort: 'charts_agree' });
    // A widening keeps them.
    expect(withWidening(options, { field: 'age', more: 3 })).toEqual({ ...options, widen: ['age'] });
  });
});
