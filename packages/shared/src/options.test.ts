import { describe, expect, it } from 'vitest';
import { CASTES, FILTER_CASTES, oppositeGender, PROFILE_HEIGHTS, PROFILE_WEIGHTS, SEARCH_AGE_OPTIONS } from './options.js';

describe('option lists', () => {
  it("labels the last search age '60 & above' with the value '61 to 70'", () => {
    expect(SEARCH_AGE_OPTIONS.at(-1)).toEqual({ value: '61 to 70', label: '60 & above' });
    expect(SEARCH_AGE_OPTIONS.map((o) => o.value)).toEqual(['18 to 30', '31 to 40', '41 to 50', '51 to 60', '61 to 70']);
  });

  it('has the 38 castes, with Any first in the filter list', () => {
    expect(CASTES).toHaveLength(38);
    expect(FILTER_CASTES[0]).toBe('Any');
    expect(FILTER_CASTES).toHaveLength(39);
  });

  it('builds the height and weight lists of the specification', () => {
    expect(PROFILE_HEIGHTS).toEqual([
      '5 & below',
      '5.1',
      '5.2',
      '5.3',
      '5.4',
      '5.5',
      '5.6',
      '5.7',
      '5.8',
      '5.9',
      '5.10',
      '5.11',
      '6',
      '6.1',
      '6.2',
      '6.3',
      '6.4',
      '6.5',
      '6.6',
      '6.7',
      '6.8',
      '6.9',
      '6.10',
      '6.11',
      '7 & above',
    ]);
    expect(PROFILE_WEIGHTS[0]).toBe('Below 40');
    expect(PROFILE_WEIGHTS[1]).toBe('40-45');
    expect(PROFILE_WEIGHTS.at(-2)).toBe('95-100');
    expect(PROFILE_WEIGHTS.at(-1)).toBe('Above 100');
  });
});

describe('oppositeGender', () => {
  it('gives the other gender, and nothing when the gender is not known', () => {
    expect(oppositeGender('Male')).toBe('Female');
    expect(oppositeGender('Female')).toBe('Male');
    expect(oppositeGender(null)).toBeUndefined();
    expect(oppositeGender('')).toBeUndefined();
  });
});
