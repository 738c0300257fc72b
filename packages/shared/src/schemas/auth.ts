import { z } from 'zod';
import { isCommonPassword } from '../common-passwords.js';
import { messageRef } from '../i18n/translator.js';
import { LIMITS } from '../limits.js';
import { LOCALES } from '../i18n/locales.js';
import { emailField, okMessageAnswerSchema, whenObject } from './common.js';
import { textablePhoneField } from './mobile.js';
import { publicUserSchema } from './user.js';

/** A password as entered at sign-in: at least 6 characters (specification section 5). */
export const passwordField = z
  .string({ error: messageRef('validation.passwordMin') })
  .min(LIMITS.passwordMin, { error: messageRef('validation.passwordMin') })
  .max(LIMITS.passwordMax, { error: messageRef('auth.passwordTooLong') });

/** A new password: the sign-in rule plus no well-known password. */
export const newPasswordField = passwordField.refine((p) => !isCommonPassword(p), {
  error: messageRef('auth.passwordTooCommon'),
});

/** E-mail addresses are compared without regard to letter case, so they are stored lower-cased. */
export const normalisedEmail = emailField().transform((e) => e.toLowerCase());

/** POST /api/login */
export const loginSchema = z.object({
  email: normalisedEmail,
  password: passwordField,
  /** Ours: a remembered session lasts 30 days, otherwise one day. */
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordIsNotContact = (d: { email: unknown; phone: unknown; password: unknown }) =>
  String(d.password).toLowerCase() !== String(d.email).toLowerCase() && d.password !== d.phone;

/** A member's language (docs/design.md, "Languages"): 'en' or 'ta'. */
export const localeField = z.enum(LOCALES, { error: messageRef('account.badLocale') });

/** POST /api/send-otp and POST /api/forgot-password */
export const emailOnlySchema = z.object({ email: normalisedEmail });

/**
 * POST /api/verify-otp (docs/decisions/0006-accounts-sessions-and-one-time-codes.md), with the
 * specification's OTP messages. Without `otpToken` the code is checked against the newest code of the signed-in member (docs/decisions/0061).
 */
export const verifyOtpSchema = z.object({
  otpToken: z
    .string({ error: messageRef('otp.noToken') })
    .min(1, { error: messageRef('otp.noToken') })
    .max(200, { error: messageRef('otp.noToken') })
    .optional(),
  otp: z.string({ error: messageRef('otp.invalidFormat') }).regex(/^\d{6}$/, { error: messageRef('otp.invalidFormat') }),
});

/** POST /api/reset-password */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: messageRef('resetPassword.invalidLink') })
    .min(1, { error: messageRef('resetPassword.invalidLink') })
    .max(200, { error: messageRef('resetPassword.invalidLink') }),
  password: newPasswordField,
});

/** POST /api/reset-password/mobile (ours): a new password with a code texted to the verified mobile number. */
export const mobileResetPasswordSchema = z.object({
  phone: textablePhoneField(),
  code: z
    .string({ error: messageRef('mobile.codeRequired') })
    .trim()
    .regex(/^\d{6}$/, { error: messageRef('mobile.codeRequired') }),
  password: newPasswordField,
});
export type MobileResetPasswordInput = z.input<typeof mobileResetPasswordSchema>;

/** The Reset password screen. */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string().min(1, { error: messageRef('resetPassword.bothRequired') }) })
  .refine((d) => d.password === d.confirmPassword, {
    error: messageRef('validation.passwordsMismatch'),
    path: ['confirmPassword'],
    ...whenObject,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The forgotten-password dialog by text message: the texted code, and the new password twice. */
export const mobileResetPasswordFormSchema = resetPasswordFormSchema.safeExtend({ code: mobileResetPasswordSchema.shape.code });
export type MobileResetPasswordFormInput = z.input<typeof mobileResetPasswordFormSchema>;

const flag = z.union([z.literal(0), z.literal(1)], { error: messageRef('account.flagValue') });
const onOff = z.union([z.literal(0), z.literal(1)], { error: messageRef('settings.onOffValue') });

/**
 * POST /api/updateUser: the privacy switches, and (ours) the member's language. `is_verified` and
 * `premium_user` may be sent (the specification's client does) but are never applied: only the
 * OTP check and payments change them.
 */
export const updateUserSchema = z.object({
  locale: localeField.optional(),
  mobile_number_visibility: flag.optional(),
  photos_visibility: flag.optional(),
  horoscope_visibility: flag.optional(),
  /** Hide the street address even from accepted partners (ours, docs/decisions/0060; 1 hides): free for every verified member. */
  address_visibility: flag.optional(),
  /** E-mail when an interest arrives (ours; 1 on, 0 off). */
  notify_interest_received: onOff.optional(),
  /** E-mail when one of the member's interests is accepted (ours). */
  notify_interest_accepted: onOff.optional(),
  /** One e-mail for chat messages that wait unread while the member is away (ours). */
  notify_chat_message: onOff.optional(),
  /** Show others when the member was last active, and see theirs (ours; 1 on, the default, 0 off): free for every member. */
  show_last_active: onOff.optional(),
  /** Today's matches by e-mail at 7:00 India time (ours, docs/decisions/0053). */
  notify_daily_picks: onOff.optional(),
  /** Today's matches keep only stars compatible with the member's own, from the next day's picks (ours). */
  daily_picks_compatible: onOff.optional(),
});

/** POST /api/change-password (ours): the current password, and a new one; other sessions end. */
export const changePasswordSchema = z.object({
  current_password: z
    .string({ error: messageRef('settings.currentPasswordRequired') })
    .min(1, { error: messageRef('settings.currentPasswordRequired') })
    .max(200, { error: messageRef('settings.currentPasswordRequired') }),
  new_password: newPasswordField,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The settings screen's password form: the new password twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm_password: z.string() })
  .refine((d) => d.new_password === d.confirm_password, {
    error: messageRef('validation.passwordsMismatch'),
    path: ['confirm_password'],
    ...whenObject,
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** The answer of a new session: the token to send as the bearer, and the member. */
const sessionAnswerSchema = okMessageAnswerSchema.extend({ token: z.string(), user: publicUserSchema });

/** POST /api/register: the session, and the token of the OTP just mailed. */
export const registerAnswerSchema = sessionAnswerSchema.extend({ otpToken: z.string() });
export type RegisterAnswer = z.output<typeof registerAnswerSchema>;

/** POST /api/login: the session; `deletion_cancelled` when signing in cancelled a pending deletion. */
export const loginAnswerSchema = sessionAnswerSchema.extend({ deletion_cancelled: z.literal(true).optional() });
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/**
 * POST /api/send-otp: the token that verify-otp takes with the code (the code itself goes by mail
 * only). verify-otp answers memberAnswerSchema: the member, now verified.
 */
export const otpSentAnswerSchema = okMessageAnswerSchema.extend({ otpToken: z.string() });
export type OtpSentAnswer = z.output<typeof otpSentAnswerSchema>;
