import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { okMessageAnswerSchema, phoneField } from './common.js';

/** POST /api/mobile/verify (ours, DESIGN.md §10): the six digits of the text message. */
export const mobileCodeSchema = z.object({
  code: z
    .string({ error: messageRef('mobile.codeRequired') })
    .trim()
    .regex(/^\d{6}$/, { error: messageRef('mobile.codeRequired') }),
});
export type MobileCodeInput = z.input<typeof mobileCodeSchema>;

/** '9840011111' as its owner reads it on a screen, in a message or a mail: '+91 98400 11111'. */
export function formatMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

export const SMS_DELIVERIES = ['sent', 'queued', 'failed'] as const;

/**
 * POST /api/mobile/send-code's answer: whether the text went (`sent`), waits for the provider
 * (`queued`: it follows shortly) or could not be sent (`failed`); the message says which, and
 * when a new code may be asked for.
 */
export const mobileCodeSentAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  delivery: z.enum(SMS_DELIVERIES),
  resend_after_seconds: z.number().int(),
});
export type MobileCodeSentAnswer = z.output<typeof mobileCodeSentAnswerSchema>;

/** POST /api/mobile/change (ours): a new number, verified by a code texted to it before it replaces the old one. */
export const mobileChangeSchema = z.object({ phone: phoneField() });
export type MobileChangeInput = z.input<typeof mobileChangeSchema>;

/** POST /api/login/mobile-code (ours): a code to sign in with, texted to a verified mobile number. */
export const mobileSignInRequestSchema = z.object({ phone: phoneField() });
export type MobileSignInRequestInput = z.input<typeof mobileSignInRequestSchema>;

/** POST /api/login/mobile (ours): signing in with the number and the code; a session like a password's. */
export const mobileSignInSchema = mobileSignInRequestSchema.extend({
  code: mobileCodeSchema.shape.code,
  /** A remembered session lasts 30 days, otherwise one day. */
  remember: z.boolean().optional().default(false),
});
export type MobileSignInInput = z.input<typeof mobileSignInSchema>;

/** The same answer for every number, known or not: it never tells whether a number has an account. */
export const mobileSignInCodeAnswerSchema = okMessageAnswerSchema.extend({ resend_after_seconds: z.number().int() });
export type MobileSignInCodeAnswer = z.output<typeof mobileSignInCodeAnswerSchema>;
