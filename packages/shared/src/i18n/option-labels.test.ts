import { describe, expect, it } from 'vitest';
import {
  CASTES,
  DOSAMS,
  FILTER_CASTES,
  GENDERS,
  HOME_SEARCH_RELIGIONS,
  JOB_TYPES,
  MARITAL_STATUSES,
  MOTHER_TONGUES,
  PREFERENCE_AGES,
  PREFERENCE_HEIGHTS,
  PREFERENCE_MONTHLY_INCOMES,
  PREFERENCE_WEIGHTS,
  PROFILE_HEIGHTS,
  PROFILE_RELIGIONS,
  PROFILE_WEIGHTS,
  RAASIS,
  SEARCH_AGE_OPTIONS,
  STARS,
} from '../options.js';
import { translatorFor } from './catalogue.js';
import { optionLabel, type OptionKind } from './option-labels.js';

const LISTS: [OptionKind, readonly string[]][] = [
  ['gender', GENDERS],
  ['genderFilter', GENDERS],
  ['searchAge', SEARCH_AGE_OPTIONS.map((o) => o.value)],
  ['preferenceAge', PREFERENCE_AGES],
  ['religion', [...HOME_SEARCH_RELIGIONS, ...PROFILE_RELIGIONS]],
  ['caste', FILTER_CASTES],
  ['maritalStatus', MARITAL_STATUSES],
  ['jobType', JOB_TYPES],
  ['star', STARS],
  ['raasi', RAASIS],
  ['dosam', DOSAMS],
  ['motherTongue', MOTHER_TONGUES],
  ['height', PROFILE_HEIGHTS],
  ['weight', PROFILE_WEIGHTS],
  ['preferenceHeight', PREFERENCE_HEIGHTS],
  ['preferenceWeight', PREFERENCE_WEIGHTS],
  ['income', PREFERENCE_MONTHLY_INCOMES],
];

const en = translatorFor('en');
const ta = translatorFor('ta');

describe('option labels', () => {
  it('shows every English option as the specification names it: the value itself', () => {
    for (const [kind, values] of LISTS) {
      for (const value of values) {
        const expected =
          value === 'no_preference'
            ? 'No Preference'
            : value === '61 to 70'
              ? '60 & above'
              : kind === 'genderFilter'
                ? value === 'Male'
                  ? 'Men'
                  : 'Women'
                : value;
        expect(optionLabel(en, kind, value), `${kind} ${value}`).toBe(expected);
      }
    }
  });

  it('has a Tamil label in Tamil script for every option that has words', () => {
    for (const [kind, values] of LISTS) {
      for (const value of values) {
        const label = optionLabel(ta, kind, value);
        const hasWords = /[A-Za-z]{2,}/.test(value);
        if (hasWords || kind === 'height') expect(label, `${kind} ${value}`).toMatch(/[\u0B80-\u0BFF]/);
        expect(label, `${kind} ${value}`).not.toMatch(/^option\./);
      }
    }
  });

  it('reads stars and raasis in Tamil as Tamil families write them', () => {
    expect(optionLabel(ta, 'star', 'Mirugasirisham')).toBe('மிருகசீரிடம்');
    expect(optionLabel(ta, 'raasi', 'Viruchigam')).toBe('விருச்சிகம்');
    expect(optionLabel(ta, 'height', '5.11')).toBe('5 அடி 11 அங்குலம்');
    expect(optionLabel(ta, 'searchAge', '61 to 70')).toBe('60-க்கு மேல்');
  });

  it('shows a value the catalogue does not know as it is stored', () => {
    expect(optionLabel(ta, 'caste', 'Saurashtra Brahmin')).toBe('Saurashtra Brahmin');
    expect(CASTES.length).toBe(38);
  });
});
