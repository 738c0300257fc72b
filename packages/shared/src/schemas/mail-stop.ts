import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { messageRef } from '../i18n/translator.js';

/**
 * The lists of mails a member chose to get that a one-click stop link can end (ours,
 * docs/decisions/0053); each is one switch in Settings.
 */
export const STOPPABLE_MAILS = ['daily_picks'] as const;
export type StoppableMail = (typeof STOPPABLE_MAILS)[number];

/**
 * POST /api/mail-stop?t=…: the link's token. The mail program's one-click POST (RFC 8058) sends
 * `List-Unsubscribe=One-Click` as a form, which says nothing more: the token is the whole request.
 */
export const mailStopQuerySchema = z.object({
  t: z
    .string({ error: messageRef('mailStop.invalid') })
    .min(1, { error: messageRef('mailStop.invalid') })
    .max(200, { error: messageRef('mailStop.invalid') }),
});

/** Which mail was stopped, and the member's language, for the page that says so. */
export const mailStopAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  list: z.enum(STOPPABLE_MAILS),
  locale: z.enum(LOCALES),
});
export type MailStopAnswer = z.output<typeof mailStopAnswerSchema>;
