import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inBackground } from '../background.js';
import type { Mailer, MailMessage, SendOptions } from '../mail/mailer.js';
import type { SmsMessage, SmsOutcome, SmsProvider, SmsSender } from '../sms/sms.js';
import { attemptRow } from './outbound-delivery.js';
import { mailPayload, smsPayload, type OutboundRow } from './outbound-channels.js';
import { OUTBOUND_RULES } from './outbound-rules.js';
import { insertOutbound, type NewOutbound } from './outbound.repository.js';

/** What the queue needs of the app: its database and this process's id (AppContext.processId). */
export interface OutboundOwner {
  db: Kysely<Database>;
  processId: string;
}

const mailRow = (message: MailMessage, memberId: number | undefined, now: Date): NewOutbound => ({
  channel: 'mail',
  recipient: message.to,
  subject: message.subject,
  payload: mailPayload(message),
  memberId: memberId ?? null,
  expiresAt: new Date(now.getTime() + OUTBOUND_RULES.mailLifeMs),
});

const smsRow = (message: SmsMessage, expiresAt: Date, memberId: number | undefined): NewOutbound => ({
  channel: 'sms',
  recipient: message.to,
  subject: null,
  payload: smsPayload(message),
  memberId: memberId ?? null,
  expiresAt,
});

/**
 * Queues a mail in `trx` (a caller's transaction, or the database) without trying it: the
 * delivery loop sends it once the transaction commits, and a rolled-back transaction leaves
 * nothing. So a job can claim a member and queue their mail in one transaction
 * (docs/decisions/0080-one-outbound-queue.md). Returns the row's id.
 */
export function enqueueMail(trx: Kysely<Database>, message: MailMessage, options: SendOptions = {}): Promise<number> {
  const now = new Date();
  return insertOutbound(trx, mailRow(message, options.memberId, now), now, null);
}

/** Queues a text message in `trx` without trying it, as enqueueMail does. Returns the row's id. */
export function enqueueSms(
  trx: Kysely<Database>,
  message: SmsMessage,
  expiresAt: Date,
  options: SendOptions = {},
): Promise<number> {
  return insertOutbound(trx, smsRow(message, expiresAt, options.memberId), new Date(), null);
}

/** Waits for `first`, or `waitMs`, whichever ends sooner; then `late`. */
async function within<T>(first: Promise<T>, waitMs: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), waitMs);
    timer.unref();
  });
  try {
    return await Promise.race([first.catch(() => late), budget]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Writes a message already claimed by this process and tries it at once: the first attempt is
 * tracked by `inBackground`, so the app's close (and tests' backgroundSettled) waits for it.
 */
async function sendNow(
  owner: OutboundOwner,
  row: NewOutbound,
  transports: Parameters<typeof attemptRow>[2],
  log: FastifyBaseLogger,
): Promise<{ first: Promise<SmsOutcome> }> {
  const now = new Date();
  const id = await insertOutbound(owner.db, row, now, owner.processId);
  const claimed: OutboundRow = {
    id,
    channel: row.channel,
    member_id: row.memberId,
    recipient: row.recipient,
    payload: row.payload,
    attempts: 0,
    expires_at: row.expiresAt.toISOString(),
  };
  const first = attemptRow(owner.db, claimed, transports, log, () => new Date());
  inBackground(first, log, `could not record ${row.channel === 'mail' ? 'a mail' : 'a text message'} attempt (it is retried)`);
  return { first };
}

/**
 * The mailer the app uses (ctx.mailer): each mail is written to the outbound queue first, then
 * tried at once through `transport` (SMTP or the dev outbox). `send` resolves once the mail is
 * stored and its first attempt is over (or has taken 3 s): a failed attempt leaves the mail
 * queued for the delivery loop, and the member's action succeeds. It rejects only when the mail
 * could not be stored (docs/decisions/0028).
 */
export function createQueuedMailer(owner: OutboundOwner, transport: Mailer, log: FastifyBaseLogger): Mailer {
  return {
    async send(message, options = {}) {
      const { first } = await sendNow(owner, mailRow(message, options.memberId, new Date()), { mail: transport }, log);
      await within<SmsOutcome>(first, OUTBOUND_RULES.firstAttemptWaitMs, 'queued');
    },
    close: () => transport.close(),
  };
}

/**
 * The text messages the app sends (ctx.sms): queued first and tried at once, as mail is; the
 * answer says what became of the message within 3 s (docs/decisions/0048).
 */
export function createQueuedSms(owner: OutboundOwner, provider: SmsProvider, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message, expiresAt, options = {}) {
      const { first } = await sendNow(owner, smsRow(message, expiresAt, options.memberId), { sms: provider }, log);
      return within<SmsOutcome>(first, OUTBOUND_RULES.firstAttemptWaitMs, 'queued');
    },
    close: () => provider.close(),
  };
}
