/** A message as our code writes it; every mail has an HTML and a plain-text body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

export interface Mailer {
  /** Hands the message to the transport; rejects if the transport refuses it. */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** Header values come partly from users (a name in a subject): keep them on one line. */
export function oneLine(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
