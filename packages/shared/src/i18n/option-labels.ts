import { NO_PREFERENCE, type Option } from '../options.js';
import type { Translator } from './translator.js';

/**
 * The lists whose labels come from the catalogue. Values (what the API carries and the database
 * stores) never change with the language; only what the screen shows does.
 */
export type OptionKind =
  | 'gender'
  | 'genderFilter'
  | 'searchAge'
  | 'preferenceAge'
  | 'religion'
  | 'caste'
  | 'maritalStatus'
  | 'jobType'
  | 'star'
  | 'raasi'
  | 'dosam'
  | 'motherTongue'
  | 'height'
  | 'weight'
  | 'preferenceHeight'
  | 'preferenceWeight'
  | 'income'
  | 'familyType'
  | 'familyStatus'
  | 'familyValues'
  | 'diet'
  | 'habit'
  | 'physicalStatus'
  | 'educationLevel'
  | 'residencyStatus'
  | 'residence'
  // A state of India as a place names it; a state elsewhere is shown as stored.
  | 'indianState';

/** 'a-b' or 'a to b' split once: the numbers of a band keep their own writing ("1,00,000", 4'5"). */
function band(value: string, separator: string): { from: string; to: string } | undefined {
  const at = value.indexOf(separator);
  return at > 0 ? { from: value.slice(0, at), to: value.slice(at + separator.length) } : undefined;
}

/** How an option value reads in the translator's language. */
export function optionLabel(t: Translator, kind: OptionKind, value: string): string {
  if (value === NO_PREFERENCE) return t('option.noPreference');
  switch (kind) {
    case 'searchAge':
    case 'preferenceAge': {
      // The search's last choice is labelled '60 & above' although its value is '61 to 70'.
      if (kind === 'searchAge' && value === '61 to 70') return t('option.ageAbove');
      const range = band(value, ' to ');
      return range ? t('option.ageRange', range) : value;
    }
    case 'height': {
      if (value === '5 & below') return t('option.height.below');
      if (value === '7 & above') return t('option.height.above');
      const [feet, inches] = value.split('.');
      if (feet && inches) return t('option.height.feetInches', { feet, inches });
      return feet ? t('option.height.feet', { feet }) : value;
    }
    case 'weight': {
      if (value === 'Below 40') return t('option.weight.below');
      if (value === 'Above 100') return t('option.weight.above');
      const range = band(value, '-');
      return range ? t('option.weight.range', range) : value;
    }
    case 'preferenceWeight': {
      if (value === '100+') return t('option.preferenceWeight.above');
      const range = band(value, '-');
      return range ? t('option.preferenceWeight.range', range) : value;
    }
    case 'preferenceHeight': {
      // 4'5"-4'8": the separator is the only '-' in the value.
      const range = band(value, '-');
      return range ? t('option.preferenceHeight.range', range) : value;
    }
    case 'income': {
      if (value === 'Less than 20,000') return t('option.income.below');
      if (value === 'More than 2,00,000') return t('option.income.above');
      const range = band(value, '-');
      return range ? t('option.income.range', range) : value;
    }
    default: {
      const key = `option.${kind}.${value}`;
      // A value the catalogue does not know (an old stored value) is shown as it is stored.
      return t.has(key) ? t.lookup(key) : value;
    }
  }
}

/** A list of values as select options in the translator's language. */
export function labelledOptions<V extends string>(t: Translator, kind: OptionKind, values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: optionLabel(t, kind, value) }));
}

/**
 * A town of an Indian state's list in the translator's language ('Coimbatore' → 'கோயம்புத்தூர்').
 * Keyed by its state too: Belur or Manali of Tamil Nadu are not the towns of Karnataka or
 * Himachal Pradesh. A town without a Tamil name is shown as it is stored.
 */
export function cityLabel(t: Translator, state: string | null | undefined, city: string): string {
  const key = `city.${state ?? ''}.${city}`;
  return state && t.has(key) ? t.lookup(key) : city;
}

/** A member's town and state as one line ("கோயம்புத்தூர், தமிழ்நாடு"), leaving out what is empty. */
export function placeLine(t: Translator, city: string | null | undefined, state: string | null | undefined): string {
  return [city ? cityLabel(t, state, city) : '', state ? optionLabel(t, 'indianState', state) : ''].filter(Boolean).join(', ');
}
