import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inBackground } from '../background.js';
import { startBackgroundJob, type BackgroundJob } from '../background-job.js';
import type { Mailer } from './mailer.js';
import {
  claimMail,
  findDueMailIds,
  insertClaimedMail,
  markMailFailed,
  markMailSent,
  purgeMail,
  type QueuedMail,
} from './mail-queue.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** docs/decisions/0028: retries 1, 2, 4 … minutes apart, at most an hour, for a day. */
export const MAIL_QUEUE_RULES = {
  firstRetryMs: MINUTE,
  maxRetryMs: HOUR,
  giveUpAfterMs: DAY,
  /** A claim older than this belongs to an instance that stopped mid-send (SMTP's own timeouts are far shorter). */
  claimStaleMs: 2 * MINUTE,
  /** How long a request waits for the first attempt before it answers anyway. */
  firstAttemptWaitMs: 3000,
  workerEveryMs: 30_000,
  batch: 20,
  keepSentMs: 3 * DAY,
  keepFailedMs: 30 * DAY,
};

/** The wait after the `attempts`-th failed attempt: 1 min, 2, 4 … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_QUEUE_RULES.firstRetryMs * 2 ** Math.max(0, attempts - 1), MAIL_QUEUE_RULES.maxRetryMs);
}

/** A recipient the mail server refused outright (5xx to RCPT TO) is not helped by retrying. */
function isPermanent(err: unknown): boolean {
  const e = err as { responseCode?: unknown; command?: unknown };
  return typeof e.responseCode === 'number' && e.responseCode >= 500 && e.command === 'RCPT TO';
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** One attempt at a claimed row; the row records the outcome. Never throws for a transport failure. */
async function attempt(
  db: Kysely<Database>,
  transport: Mailer,
  log: FastifyBaseLogger,
  mail: QueuedMail,
  now: () => Date,
): Promise<boolean> {
  try {
    await transport.send({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
      ...(mail.list_unsubscribe ? { listUnsubscribe: mail.list_unsubscribe } : {}),
    });
  } catch (err) {
    const at = now();
    const attempts = mail.attempts + 1;
    const retryAt = new Date(at.getTime() + retryDelayMs(attempts));
    const givingUp = isPermanent(err) || retryAt.getTime() - new Date(mail.created_at).getTime() > MAIL_QUEUE_RULES.giveUpAfterMs;
    await markMailFailed(db, mail.id, errorText(err), givingUp ? null : retryAt, at);
    if (givingUp) log.error({ err, mailId: mail.id, attempts }, 'a mail could not be sent; giving up (the row is kept)');
    else
      log.warn({ err, mailId: mail.id, attempts, retryAt }, 'a mail could not be sent; it stays queued and will be tried again');
    return false;
  }
  await markMailSent(db, mail.id, now());
  return true;
}

/**
 * The mailer the app uses (ctx.mailer): each mail is written to `mail_queue` first, then tried
 * at once through `transport` (SMTP or the dev outbox). `send` resolves once the mail is stored
 * and its first attempt is over (or has taken 3 s): a failed attempt leaves the mail queued for
 * the worker, and the member's action succeeds. It rejects only when the mail could not be stored.
 */
export function createQueuedMailer(db: Kysely<Database>, transport: Mailer, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const now = new Date();
      const id = await insertClaimedMail(db, message, now);
      const mail: QueuedMail = {
        id,
        to_address: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        reply_to: message.replyTo ?? null,
        list_unsubscribe: message.listUnsubscribe ?? null,
        attempts: 0,
        created_at: now.toISOString(),
      };
      const first = attempt(db, transport, log, mail, () => new Date());
      // Tracked, so the app's close (and tests' backgroundSettled) waits for an attempt still running.
      inBackground(first, log, 'could not record a mail attempt (the worker retries it)');
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, MAIL_QUEUE_RULES.firstAttemptWaitMs);
        timer.unref();
      });
      await Promise.race([first.catch(() => undefined), budget]);
      clearTimeout(timer);
    },
    close: () => transport.close(),
  };
}

/**
 * The worker's run: sends the due mails (retries, and leftovers of an instance that stopped
 * mid-send), then deletes old rows. Safe on several instances at once: each row is claimed first.
 * Returns how many mails were sent.
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: Mailer,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<number> {
  const staleBefore = new Date(now.getTime() - MAIL_QUEUE_RULES.claimStaleMs);
  let sent = 0;
  for (const id of await findDueMailIds(db, now, staleBefore, MAIL_QUEUE_RULES.batch)) {
    const mail = await claimMail(db, id, now, staleBefore);
    if (mail && (await attempt(db, transport, log, mail, () => now))) sent += 1;
  }
  const purged = await purgeMail(
    db,
    new Date(now.getTime() - MAIL_QUEUE_RULES.keepSentMs),
    new Date(now.getTime() - MAIL_QUEUE_RULES.keepFailedMs),
  );
  if (sent) log.info({ sent }, 'queued mail delivered');
  if (purged) log.debug({ purged }, 'old mail queue rows deleted');
  return sent;
}

/** Runs deliverDueMail every 30 s in the background of the server process. */
export function startMailQueueJob(db: Kysely<Database>, transport: Mailer, log: FastifyBaseLogger): BackgroundJob {
  return startBackgroundJob(
    () => deliverDueMail(db, transport, log),
    MAIL_QUEUE_RULES.workerEveryMs,
    (err) => log.error({ err }, 'the mail queue run failed'),
  );
}
