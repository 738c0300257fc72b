import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { newPasswordField, localeField, normalisedEmail, passwordIsNotContact } from './auth.js';
import { whenObject } from './common.js';
import { anyPhoneField } from './phone-abroad.js';
import { memberNameField, profileCreatedByField } from './profile.js';

// Registration has a file of its own: its number from abroad brings the phone-number library,
// which only the Register screen (and the server) should load, never the home page.

const registerFields = {
  name: memberNameField(),
  email: normalisedEmail,
  phone: anyPhoneField(),
  password: newPasswordField,
};

/**
 * POST /api/register: name, email, phone, password, and (ours) the language the visitor was
 * reading in, which becomes the account's; without it the request's Accept-Language decides; and
 * (ours) who created the profile, optional. The phone is an Indian number's ten digits or, from
 * abroad, '+' and the country code; it is stored as storedPhone gives it (docs/decisions/0064).
 */
export const registerSchema = z
  .object({ ...registerFields, locale: localeField.optional(), profile_created_by: profileCreatedByField })
  .refine(passwordIsNotContact, { error: messageRef('auth.passwordIsContact'), path: ['password'], ...whenObject });
export type RegisterInput = z.input<typeof registerSchema>;

/** The Register screen: the call's fields plus confirmation and the terms checkbox. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string(),
    profile_created_by: profileCreatedByField,
    terms: z.boolean().refine((v) => v, { error: messageRef('validation.termsRequired') }),
  })
  .refine(passwordIsNotContact, { error: messageRef('auth.passwordIsContact'), path: ['password'], ...whenObject })
  .refine((d) => d.password === d.confirmPassword, {
    error: messageRef('validation.passwordsMismatch'),
    path: ['confirmPassword'],
    ...whenObject,
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;
