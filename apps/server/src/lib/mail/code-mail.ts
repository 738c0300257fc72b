import type { Locale } from '@inai/shared';
import { renderMail, type MailBranding, type MailContent } from './mail-template.js';
import type { MailMessage } from './mailer.js';

/** What a one-time code's mail says around the code, already in the reader's language. */
export interface CodeMailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  code: string;
  /** After the code: a warning to heed before using it. */
  closing?: string[];
  /** Where the code is entered. */
  action?: MailContent['action'];
}

/**
 * A mail that carries a one-time code (the e-mail check, the mobile number's e-mail step, a
 * hand-over): the code shown large after the paragraphs, and in the body only, never in the
 * subject, which shows on lock screens.
 */
export function codeMail(brand: MailBranding, to: string, content: CodeMailContent, locale: Locale): MailMessage {
  const { subject, code, ...words } = content;
  return { to, subject, ...renderMail({ ...words, highlight: code }, brand, locale) };
}
