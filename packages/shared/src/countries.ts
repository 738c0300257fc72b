import { COUNTRY_ROWS } from './countries.data.js';
import type { Locale } from './i18n/locales.js';

/**
 * Countries of residence, bundled (no outside service): the English name is the value the API
 * carries and the database stores; the Tamil name is only shown.
 */
export interface Country {
  code: string;
  value: string;
  ta: string;
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([code, value, ta]) => ({ code, value, ta }));

const byValue = new Map(COUNTRIES.map((c) => [c.value, c]));

export function isCountry(value: string): boolean {
  return byValue.has(value);
}

/** Where most Tamil families abroad live: offered first in lists, in this order, after India. */
export const COMMON_COUNTRY_CODES = ['IN', 'LK', 'SG', 'MY', 'AE', 'US', 'GB', 'CA', 'AU', 'SA', 'QA', 'KW', 'OM', 'NZ', 'DE'];

/** A country's name in the reader's language; a value not in the list is shown as stored. */
export function countryLabel(locale: Locale, value: string): string {
  const country = byValue.get(value);
  return country && locale === 'ta' ? country.ta : value;
}

/** The countries for a choice list: the common ones first, then every other by its shown name. */
export function countryChoices(locale: Locale): { value: string; label: string }[] {
  const common = COMMON_COUNTRY_CODES.map((code) => COUNTRIES.find((c) => c.code === code)).filter((c): c is Country => !!c);
  const rest = COUNTRIES.filter((c) => !COMMON_COUNTRY_CODES.includes(c.code))
    .map((c) => ({ value: c.value, label: countryLabel(locale, c.value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...common.map((c) => ({ value: c.value, label: countryLabel(locale, c.value) })), ...rest];
}
