import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { okMessageAnswerSchema, requiredText } from './common.js';

/** POST /api/mobile/verify (ours, docs/design.md, "Text messages"): the six digits of the text message. */
export const mobileCodeSchema = z.object({
  code: z
    .string({ error: messageRef('mobile.codeRequired') })
    .trim()
    .regex(/^\d{6}$/, { error: messageRef('mobile.codeRequired') }),
});
export type MobileCodeInput = z.input<typeof mobileCodeSchema>;

/**
 * A number a code is texted to: our provider reaches Indian numbers only (docs/decisions/0064), so
 * ten digits ('+91' before them is dropped). A number with another country code is told so, not
 * that it needs ten digits.
 */
export function textablePhoneField(required: string = messageRef('validation.phoneDigits')) {
  return requiredText(required)
    .overwrite((typed) => typed.replace(/[\s().-]/g, '').replace(/^(\+|00)91(?=\d{10}$)/, ''))
    .refine((phone) => !/^(\+|00)/.test(phone), { error: messageRef('validation.phoneTextsIndia'), abort: true })
    .regex(/^\d{10}$/, { error: messageRef('validation.phoneDigits') });
}

/**
 * A stored number as its owner reads it on a screen, in a message or a mail: '9840011111' is
 * '+91 98400 11111'; a number from abroad is shown in E.164, as stored.
 */
export function formatMobile(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/*
 * Members' mobile numbers as stored (docs/decisions/0064). An Indian number is kept as it always
 * was: ten digits, +91 implied. A number of another country is kept in E.164 ('+447911123456').
 * These read the stored form without the phone-number library, so any page may use them; only the
 * forms that take a number from abroad load the library (phone-abroad.ts).
 */
/** A stored Indian number: ten digits. */
const INDIAN = /^\d{10}$/;

/** Whether a stored number is Indian (ten digits), as every number was before numbers from abroad. */
export function isIndianNumber(phone: string): boolean {
  return INDIAN.test(phone);
}

/**
 * Whether our text-message provider can deliver to this stored number. MSG91 sends our codes
 * under India's DLT rules, to Indian numbers only (lib/sms/msg91.ts refuses any other), so a code
 * by text is offered for Indian numbers alone.
 */
export function textsReach(phone: string): boolean {
  return isIndianNumber(phone);
}

/** The `tel:` link of a stored number: '+91' before an Indian number, E.164 as it is. */
export function telHref(phone: string): string {
  return `tel:${isIndianNumber(phone) ? `+91${phone}` : phone}`;
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
export const mobileChangeSchema = z.object({ phone: textablePhoneField() });
export type MobileChangeInput = z.input<typeof mobileChangeSchema>;

/** POST /api/login/mobile-code (ours): a code to sign in with, texted to a verified mobile number. */
export const mobileSignInRequestSchema = z.object({ phone: textablePhoneField() });
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
