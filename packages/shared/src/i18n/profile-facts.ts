import { formatRupees } from './format.js';
import type { Translator } from './translator.js';

/*
 * A profile's height, salary and experience as a family reads them and forwards them: with their
 * units, in the reader's language. Profile details, cards and the printable biodata all write
 * them here, so they read the same everywhere (docs/decisions/0064). The stored values never
 * change: a free text a member typed before (a salary of '6 LPA') is shown as typed.
 */

/** A profile height option ('5.4', '6', '5 & below') with its unit: '5 ft 4 in' / '5 அடி 4 அங்குலம்'. */
export function heightText(t: Translator, value: string): string {
  if (value === '5 & below') return t('fact.height.below');
  if (value === '7 & above') return t('fact.height.above');
  const m = /^(\d)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return value;
  return m[2] ? t('fact.height.feetInches', { feet: m[1]!, inches: m[2] }) : t('fact.height.feet', { feet: m[1]! });
}

/** Whole rupees as typed ('50000', '50,000', '₹ 50,000', 'Rs. 50000'), or null for any other text. */
function rupeesOf(value: string): number | null {
  const digits = value
    .trim()
    .replace(/^(₹|rs\.?|inr)\s*/i, '')
    .replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : null;
}

/**
 * The salary, which Edit my profile asks for per month, in rupees with India's grouping and its
 * period: '50000' → '₹50,000 a month' / 'மாதம் ₹50,000'. Any other text as typed.
 */
export function salaryText(t: Translator, value: string): string {
  const rupees = rupeesOf(value);
  return rupees === null ? value : t('fact.salary.month', { amount: formatRupees(rupees * 100, t.locale) });
}

/** The total experience in years: '5' → '5 years', '1' → '1 year', '2.5' → '2.5 years'. Any other text as typed. */
export function experienceText(t: Translator, value: string): string {
  const text = value.trim().replace(/\s*(years?|yrs?)\.?$/i, '');
  if (!/^\d{1,2}(\.\d)?$/.test(text)) return value;
  return t.plural('fact.experience', Number(text));
}
