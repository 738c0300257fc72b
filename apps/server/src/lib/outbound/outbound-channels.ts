import type { Locale } from '@inai/shared';
import type { OutboundChannel } from '../../db/schema.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { SmsFailure, type SmsMessage, type SmsProvider } from '../sms/sms.js';

/** Where each channel's messages really go; a process delivers only the channels it is given. */
export interface OutboundTransports {
  mail?: Mailer;
  sms?: SmsProvider;
}

/** A row as the delivery reads it back. */
export interface OutboundRow {
  id: number;
  channel: OutboundChannel;
  member_id: number | null;
  recipient: string;
  payload: string;
  attempts: number;
  expires_at: string;
}

type MailPayload = Omit<MailMessage, 'to'>;
type SmsPayload = { code: string; locale: Locale };

/** A mail as the queue stores it: the recipient in its own column, the rest as JSON. */
export function mailPayload(message: MailMessage): string {
  const { to: _to, ...rest } = message;
  return JSON.stringify(rest satisfies MailPayload);
}

/** A text as the queue stores it: only the code and the template's language (docs/decisions/0048). */
export function smsPayload(message: SmsMessage): string {
  return JSON.stringify({ code: message.code, locale: message.locale } satisfies SmsPayload);
}

/** Hands a claimed row to its channel's transport; rejects as the transport does. */
export async function sendRow(row: OutboundRow, transports: OutboundTransports): Promise<void> {
  if (row.channel === 'mail') {
    const message = JSON.parse(row.payload) as MailPayload;
    await transports.mail!.send({ ...message, to: row.recipient });
  } else {
    const message = JSON.parse(row.payload) as SmsPayload;
    await transports.sms!.send({ to: row.recipient, code: message.code, locale: message.locale });
  }
}

/**
 * A failure that trying again cannot mend: the mail server refusing the recipient (5xx to RCPT
 * TO), MSG91 refusing the number, key or template.
 */
export function isPermanent(err: unknown): boolean {
  if (err instanceof SmsFailure) return err.permanent;
  const e = err as { responseCode?: unknown; command?: unknown };
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.command === 'RCPT TO';
}

/**
 * Whether a given-up row forgets its message: a text holds only its code, which must not stay; a
 * mail's body is kept (30 days) for an operator to look into (docs/decisions/0028).
 */
export const forgetsWhenGivenUp = (channel: OutboundChannel): boolean => channel === 'sms';

/** The channels a process can deliver with these transports. */
export function channelsOf(transports: OutboundTransports): OutboundChannel[] {
  return (['mail', 'sms'] as const).filter((c) => transports[c] !== undefined);
}

/** How the log names a channel's message. */
export const messageName = (channel: OutboundChannel): string => (channel === 'mail' ? 'a mail' : 'a text message');
