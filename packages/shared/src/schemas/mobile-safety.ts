import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { messageRef } from '../i18n/translator.js';
import { loginAnswerSchema, newPasswordField } from './auth.js';
import { okMessageAnswerSchema } from './common.js';

/**
 * A number not proven by a texted code for this long signs in (or resets the password) only with a
 * code mailed to the account as well: operators give a number to someone else after about 90 days
 * of disuse (ours, docs/decisions/0055).
 */
export const NUMBER_PROOF_DAYS = 90;

/** How long the "Not you?" link of a sign-in alert works: a member may read the alert days later. */
export const NOT_ME_LINK_DAYS = 7;

/**
 * The answer to a right texted code when the number is not proven lately: a code has also been
 * mailed to the account's address (never named), and `step_token` goes with it to finish.
 */
export const emailStepAnswerSchema = okMessageAnswerSchema.extend({
  email_code_required: z.literal(true),
  step_token: z.string(),
});
export type EmailStepAnswer = z.output<typeof emailStepAnswerSchema>;

/** POST /api/login/mobile: signed in, or (for a number not proven lately) the e-mail step. */
export const mobileSignInAnswerSchema = z.union([emailStepAnswerSchema, loginAnswerSchema]);
export type MobileSignInAnswer = z.output<typeof mobileSignInAnswerSchema>;

/** POST /api/reset-password/mobile: the password is set, or (for a number not proven lately) the e-mail step. */
export const mobileResetAnswerSchema = z.union([emailStepAnswerSchema, okMessageAnswerSchema]);
export type MobileResetAnswer = z.output<typeof mobileResetAnswerSchema>;

const stepToken = z
  .string({ error: messageRef('mobileSafety.emailStepExpired') })
  .min(1, { error: messageRef('mobileSafety.emailStepExpired') })
  .max(100, { error: messageRef('mobileSafety.emailStepExpired') });

/** The six digits of the mail. */
export const emailStepCodeField = z
  .string({ error: messageRef('mobileSafety.emailCodeRequired') })
  .trim()
  .regex(/^\d{6}$/, { error: messageRef('mobileSafety.emailCodeRequired') });

/** POST /api/login/mobile/email-code: the step token and the mailed code. */
export const mobileSignInEmailStepSchema = z.object({
  step_token: stepToken,
  code: emailStepCodeField,
  remember: z.boolean().optional().default(false),
});
export type MobileSignInEmailStepInput = z.input<typeof mobileSignInEmailStepSchema>;

/** POST /api/reset-password/mobile/email-code: the step token, the mailed code and the new password. */
export const mobileResetEmailStepSchema = z.object({
  step_token: stepToken,
  code: emailStepCodeField,
  password: newPasswordField,
});
export type MobileResetEmailStepInput = z.input<typeof mobileResetEmailStepSchema>;

/**
 * POST /api/reset-password's answer: `mobile_cleared` when the link verified the e-mail address
 * and so took the verification from the account's mobile number (it must be verified again).
 */
export const resetPasswordAnswerSchema = okMessageAnswerSchema.extend({ mobile_cleared: z.literal(true).optional() });
export type ResetPasswordAnswer = z.output<typeof resetPasswordAnswerSchema>;

/** POST /api/not-me: the token of a sign-in alert's "Not you?" link, posted by the page that asks to confirm. */
export const notMeSchema = z.object({
  alert: z
    .string({ error: messageRef('notMe.invalid') })
    .min(1, { error: messageRef('notMe.invalid') })
    .max(200, { error: messageRef('notMe.invalid') }),
});
export type NotMeInput = z.input<typeof notMeSchema>;

/**
 * What "Not you?" did, in the account's language: every session ended and the number's
 * verification removed; `reset_mail` says whether a reset link went (`sent`) or the address's
 * daily ceiling refused it (`later`, with `retry_at`).
 */
export const notMeAnswerSchema = okMessageAnswerSchema.extend({
  locale: z.enum(LOCALES),
  reset_mail: z.enum(['sent', 'later']),
  retry_at: z.string().optional(),
});
export type NotMeAnswer = z.output<typeof notMeAnswerSchema>;
