import { describe, expect, it } from 'vitest';
import {
  DIETS,
  dietPreferenceFromStored,
  dietPreferenceToStored,
  EDUCATION_LEVELS,
  educationLevelsFrom,
  educationMeets,
  FAMILY_STATUSES,
  FAMILY_TYPES,
  FAMILY_VALUES,
  HABITS,
  livesAbroad,
  PHYSICAL_STATUSES,
  RESIDENCE_PREFERENCES,
  RESIDENCY_STATUSES,
} from './biodata.js';
import { COUNTRIES, countryChoices, countryLabel, isCountry } from './countries.js';
import { translatorFor } from './i18n/catalogue.js';
import { optionLabel, type OptionKind } from './i18n/option-labels.js';

const LISTS: [OptionKind, readonly string[]][] = [
  ['familyType', FAMILY_TYPES],
  ['familyStatus', FAMILY_STATUSES],
  ['familyValues', FAMILY_VALUES],
  ['diet', DIETS],
  ['habit', HABITS],
  ['physicalStatus', PHYSICAL_STATUSES],
  ['educationLevel', EDUCATION_LEVELS],
  ['residencyStatus', RESIDENCY_STATUSES],
  ['residence', RESIDENCE_PREFERENCES],
];

describe('biodata options', () => {
  it('labels every value in both languages, the Tamil in Tamil script', () => {
    const en = translatorFor('en');
    const ta = translatorFor('ta');
    for (const [kind, values] of LISTS) {
      for (const value of values) {
        expect(en.has(`option.${kind}.${value}`), `${kind} ${value}`).toBe(true);
        expect(optionLabel(ta, kind, value), `${kind} ${value}`).toMatch(/[\u0B80-\u0BFF]/);
      }
    }
  });

  it('reads education levels from the highest down', () => {
    expect(educationLevelsFrom('Bachelors')).toEqual(['Doctorate', 'Masters', 'Bachelors']);
    expect(educationLevelsFrom('Doctorate')).toEqual(['Doctorate']);
    expect(educationMeets('Masters', 'Bachelors')).toBe(true);
    expect(educationMeets('Diploma', 'Bachelors')).toBe(false);
    expect(educationMeets(null, 'Below higher secondary')).toBe(false);
    expect(educationMeets('Bachelors', 'Bachelors')).toBe(true);
  });

  it('stores a diet preference in one canonical text and reads it back', () => {
    expect(dietPreferenceToStored(['Vegan', 'Vegetarian'])).toBe('Vegetarian,Vegan');
    expect(dietPreferenceFromStored('Vegetarian,Vegan')).toEqual(['Vegetarian', 'Vegan']);
    expect(dietPreferenceToStored('no_preference')).toBe('no_preference');
    expect(dietPreferenceFromStored('no_preference')).toBe('no_preference');
    expect(dietPreferenceToStored([])).toBeNull();
    expect(dietPreferenceFromStored(null)).toBeNull();
  });

  it('takes an unsaid country as India', () => {
    expect(livesAbroad(null)).toBe(false);
    expect(livesAbroad('India')).toBe(false);
    expect(livesAbroad('Singapore')).toBe(true);
  });
});

describe('countries', () => {
  it('bundles every country once, with a Tamil name', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(new Set(COUNTRIES.map((c) => c.value)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) expect(c.ta, c.value).toMatch(/[\u0B80-\u0BFF]/);
    expect(isCountry('Sri Lanka')).toBe(true);
    expect(isCountry('Atlantis')).toBe(false);
  });

  it('names countries in the reader’s language and lists the common ones first', () => {
    expect(countryLabel('ta', 'Singapore')).toBe('சிங்கப்பூர்');
    expect(countryLabel('en', 'Singapore')).toBe('Singapore');
    const ta = countryChoices('ta');
    expect(ta[0]).toEqual({ value: 'India', label: 'இந்தியா' });
    expect(ta[1]).toEqual({ value: 'Sri Lanka', label: 'இலங்கை' });
    expect(ta).toHaveLength(COUNTRIES.length);
  });
});
