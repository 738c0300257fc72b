import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';

/** Spaces, dashes, dots and brackets people type inside a number. */
const SEPARATORS = /[\s().-]/g;

/**
 * A typed number as we store it, or null when it is not a number (docs/decisions/0064): ten
 * digits stay as they are (an Indian number, as always); '+' and a country code (or '00' for '+')
 * is checked against the country's lengths by libphonenumber-js and kept in E.164, except that
 * +91 becomes the ten digits an Indian number has always been stored as.
 */
export function storedPhone(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, '');
  if (/^\d{10}$/.test(compact)) return compact;
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (!/^\+\d{6,15}$/.test(international)) return null;
  const number = parsePhoneNumberFromString(international);
  if (!number?.isValid()) return null;
  if (number.countryCallingCode === '91') return /^\d{10}$/.test(number.nationalNumber) ? number.nationalNumber : null;
  return number.number;
}

/**
 * A member's mobile number from India or abroad: ten digits, or '+', the country code and the
 * number. The output is the stored form (storedPhone). Used where a member gives their own
 * number: registration (the server and the form).
 */
export function anyPhoneField(required: string = messageRef('validation.phoneDigits')) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((typed, ctx) => {
      const stored = storedPhone(typed);
      if (stored !== null) return stored;
      // Without '+' the member meant an Indian number: the specification's message says what it needs.
      const abroad = /^\s*(\+|00)/.test(typed);
      ctx.issues.push({
        code: 'custom',
        input: typed,
        message: abroad ? messageRef('validation.phoneAbroad') : messageRef('validation.phoneDigits'),
      });
      return z.NEVER;
    });
}
