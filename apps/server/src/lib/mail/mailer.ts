/** A message as our code writes it; every mail has an HTML and a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /**
   * The one-click stop link of a mail a member chose to get (RFC 8058; lib/mail/one-click-stop.ts):
   * sent as `List-Unsubscribe` with `List-Unsubscribe-Post`, so the mail program offers its own
   * "unsubscribe" button, which stops the mail without a sign-in.
   */
  listUnsubscribe?: string;
}

/** What the sender knows beyond the message: the member it is about (docs/decisions/0080-one-outbound-queue.md). */
export interface SendOptions {
  memberId?: number;
}

export interface Mailer {
  /**
   * Hands the message on (to the queue, or a transport to its server); rejects if it is refused.
   * Transports ignore `options`; the queue keeps the member to name them if the mail is lost.
   */
  send(message: MailMessage, options?: SendOptions): Promise<void>;
  close(): Promise<void>;
}

/** Header values come partly from users (a name in a subject): keep them on one line. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** The headers of a mail's one-click stop (RFC 8058); none for a mail without one. */
export function listHeaders(message: Pick<MailMessage, 'listUnsubscribe'>): Record<string, string> {
  if (!message.listUnsubscribe) return {};
  return { 'List-Unsubscribe': `<${message.listUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
