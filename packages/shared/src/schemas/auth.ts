import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.js';
import { MESSAGES } from '../messages.js';
import { emailField, phoneField, requiredText, whenObject } from './common.js';

const V = MESSAGES.validation;
const A = MESSAGES.auth;

/** A password as entered at sign-in: at least 6 characters (specification section 5). */
export const passwordField = z
  .string({ error: V.passwordMin })
  .min(6, { error: V.passwordMin })
  .max(128, { error: A.passwordTooLong });

/** A new password: the sign-in rule plus no well-known password. */
export const newPasswordField = passwordField.refine((p) => !isCommonPassword(p), { error: A.passwordTooCommon });

/** E-mail addresses are compared without regard to letter case, so they are stored lower-cased. */
const normalisedEmail = emailField().transform((e) => e.toLowerCase());

/** POST /api/login */
export const loginSchema = z.object({
  email: normalisedEmail,
  password: passwordField,
  /** Ours: a remembered session lasts 30 days, otherwise one day. */
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

const registerFields = {
  name: requiredText(V.nameRequired, { length: 100, message: 'Name must be at most 100 characters' }),
  email: normalisedEmail,
  phone: phoneField(),
  password: newPasswordField,
};

const passwordIsNotContact = (d: { email: unknown; phone: unknown; password: unknown }) =>
  String(d.password).toLowerCase() !== String(d.email).toLowerCase() && d.password !== d.phone;

/** POST /api/register: name, email, phone, password. */
export const registerSchema = z
  .object(registerFields)
  .refine(passwordIsNotContact, { error: A.passwordIsContact, path: ['password'], ...whenObject });
export type RegisterInput = z.input<typeof registerSchema>;

/** The Register screen: the call's fields plus confirmation and the terms checkbox. */
export const registerFormSchema = z
  .object({
    ...registerFields,
    confirmPassword: z.string(),
    terms: z.boolean().refine((v) => v, { error: V.termsRequired }),
  })
  .refine(passwordIsNotContact, { error: A.passwordIsContact, path: ['password'], ...whenObject })
  .refine((d) => d.password === d.confirmPassword, { error: V.passwordsMismatch, path: ['confirmPassword'], ...whenObject });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** POST /api/send-otp and POST /api/forgot-password */
export const emailOnlySchema = z.object({ email: normalisedEmail });

/** POST /api/verify-otp (DESIGN.md §3), with the specification's OTP messages. */
export const verifyOtpSchema = z.object({
  otpToken: z
    .string({ error: MESSAGES.otp.noToken })
    .min(1, { error: MESSAGES.otp.noToken })
    .max(200, { error: MESSAGES.otp.noToken }),
  otp: z.string({ error: MESSAGES.otp.invalidFormat }).regex(/^\d{6}$/, { error: MESSAGES.otp.invalidFormat }),
});

/** POST /api/reset-password */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: MESSAGES.resetPassword.invalidLink })
    .min(1, { error: MESSAGES.resetPassword.invalidLink })
    .max(200, { error: MESSAGES.resetPassword.invalidLink }),
  password: newPasswordField,
});

/** The Reset password screen. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, { error: MESSAGES.resetPassword.bothRequired }) })
  .refine((d) => d.password === d.confirmPassword, { error: V.passwordsMismatch, path: ['confirmPassword'], ...whenObject });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

const flag = z.union([z.literal(0), z.literal(1)], { error: 'must be 0 or 1' });

/**
 * POST /api/updateUser: the privacy switches. `is_verified` and `premium_user` may be sent (the
 * specification's client does) but are never applied: only the OTP check and payments change them.
 */
export const updateUserSchema = z.object({
  mobile_number_visibility: flag.optional(),
  photos_visibility: flag.optional(),
  horoscope_visibility: flag.optional(),
});
