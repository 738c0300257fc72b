import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';

/** "text, @, text, dot, text" with no spaces (specification section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text; `required` is the message for absent, non-text or blank input. */
export function requiredText(required: string, max?: { length: number; message: string }) {
  // A blank field also fails its format check; the server and the forms show only the first
  // message per field, which is this one.
  const base = z.string({ error: required }).trim().min(1, { error: required });
  return max ? base.max(max.length, { error: max.message }) : base;
}

/** A required e-mail address: `required` when blank, the specification's format message otherwise. */
export function emailField(required: string = messageRef('validation.invalidEmail')) {
  return requiredText(required)
    .max(254, { error: messageRef('validation.invalidEmail') })
    .regex(EMAIL_PATTERN, { error: messageRef('validation.invalidEmail') });
}

/** A required Indian mobile number: exactly 10 digits. */
export function phoneField(required: string = messageRef('validation.phoneDigits')) {
  return requiredText(required).regex(/^\d{10}$/, { error: messageRef('validation.phoneDigits') });
}

/**
 * For refinements across fields: run them whenever the value is an object, even while some
 * field is still invalid, so "Passwords do not match" shows as soon as it is true.
 */
export const whenObject = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/*
 * Answers. The server declares each route's answer with these schemas (its serializer checks them
 * under test, and the OpenAPI document is made from them); the web reads the same shapes as
 * types. Each answer is defined once, here, so the two sides cannot drift apart.
 */

/**
 * An India calendar day, YYYY-MM-DD: when another member acted (viewed, sent, answered), as
 * answers give it. Never a time of day (docs/decisions/0057).
 */
export const indiaDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 0 or 1, as the specification's records carry their flags. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
/** 0 or 1, as the specification's User stores its flags. */
export type Flag = z.output<typeof flagSchema>;

/** `{ success: true }` */
export const okAnswerSchema = z.object({ success: z.boolean() });
export type OkAnswer = z.output<typeof okAnswerSchema>;

/** `{ success: true, message }`: most calls that change something. */
export const okMessageAnswerSchema = z.object({ success: z.boolean(), message: z.string() });
export type OkMessageAnswer = z.output<typeof okMessageAnswerSchema>;
