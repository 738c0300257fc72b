import type { Locale } from '@inai/shared';
import { translatorFor } from '@inai/shared/i18n/catalogue';

/**
 * Text messages (docs/decisions/0048, 0070). The only message we send is a one-time code: India's DLT rules
 * allow only registered templates, so the provider is given the template's one variable, the
 * code, never free text.
 */
export interface SmsMessage {
  /** An Indian mobile number: ten digits, without +91. */
  to: string;
  /** The six-digit code the template carries. */
  code: string;
  /** The member's language: the Tamil template serves 'ta' where the operator registered one. */
  locale: Locale;
}

export interface SmsProvider {
  /** Hands the message to the provider; rejects with SmsFailure when it is not taken. */
  send(message: SmsMessage): Promise<void>;
  close(): Promise<void>;
}

/** What became of a message by the time its sender answered the member. */
export type SmsOutcome = 'sent' | 'queued' | 'failed';

/**
 * The sender the app uses (ctx.sms, lib/outbound/outbound.ts): queued first, tried at once; a
 * provider that is down never fails the member's request. `memberId`: whom the text is for.
 */
export interface SmsSender {
  send(message: SmsMessage, expiresAt: Date, options?: { memberId?: number }): Promise<SmsOutcome>;
  close(): Promise<void>;
}

/**
 * The provider did not take a message. `permanent` when trying again cannot help (the provider
 * refused the number or our credentials); otherwise it was down, slow or answered an error that
 * may pass.
 */
export class SmsFailure extends Error {
  override name = 'SmsFailure';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The text of the template registered for `locale`, as the development outbox shows it. */
export function templateText(code: string, locale: Locale): string {
  return translatorFor(locale)('mobile.smsTemplate', { code });
}
