import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inBackground } from '../background.js';
import { startBackgroundJob, type BackgroundJob } from '../background-job.js';
import { SmsFailure, type SmsMessage, type SmsProvider } from './sms.js';
import {
  claimSms,
  findDueSmsIds,
  insertClaimedSms,
  markSmsFailed,
  markSmsSent,
  purgeSms,
  type QueuedSms,
} from './sms-queue.repository.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Retries 15 s, 30 s, 1 min, 2 min … while the code lives (a text that arrives after it is useless). */
export const SMS_QUEUE_RULES = {
  firstRetryMs: 15 * SECOND,
  maxRetryMs: 2 * MINUTE,
  claimStaleMs: MINUTE,
  /** How long a request waits for the first attempt before it answers anyway. */
  firstAttemptWaitMs: 3000,
  workerEveryMs: 15 * SECOND,
  batch: 20,
  keepMs: 24 * 60 * MINUTE,
};

export function smsRetryDelayMs(attempts: number): number {
  return Math.min(SMS_QUEUE_RULES.firstRetryMs * 2 ** Math.max(0, attempts - 1), SMS_QUEUE_RULES.maxRetryMs);
}

/** What became of a message by the time its sender answered the member. */
export type SmsOutcome = 'sent' | 'queued' | 'failed';

/** The sender the app uses: queued first, tried at once; a provider that is down never fails the member's request. */
export interface SmsSender {
  send(message: SmsMessage, expiresAt: Date): Promise<SmsOutcome>;
  close(): Promise<void>;
}

async function attempt(
  db: Kysely<Database>,
  provider: SmsProvider,
  log: FastifyBaseLogger,
  sms: QueuedSms,
  now: () => Date,
): Promise<SmsOutcome> {
  try {
    await provider.send({ to: sms.to_number, code: sms.code, locale: sms.locale });
  } catch (err) {
    const at = now();
    const retryAt = new Date(at.getTime() + smsRetryDelayMs(sms.attempts + 1));
    const permanent = err instanceof SmsFailure && err.permanent;
    const givingUp = permanent || retryAt.getTime() >= new Date(sms.expires_at).getTime();
    const reason = err instanceof Error ? err.message : String(err);
    await markSmsFailed(db, sms.id, reason, givingUp ? null : retryAt, at);
    if (givingUp) log.error({ smsId: sms.id, reason }, 'a text message could not be sent; giving up');
    else log.warn({ smsId: sms.id, reason, retryAt }, 'a text message could not be sent; it will be tried again');
    return givingUp ? 'failed' : 'queued';
  }
  await markSmsSent(db, sms.id, now());
  return 'sent';
}

export function createQueuedSms(db: Kysely<Database>, provider: SmsProvider, log: FastifyBaseLogger): SmsSender {
  return {
    async send(message, expiresAt) {
      const now = new Date();
      const id = await insertClaimedSms(db, message, expiresAt, now);
      const row = {
        id,
        to_number: message.to,
        code: message.code,
        locale: message.locale,
        attempts: 0,
        expires_at: expiresAt.toISOString(),
      };
      const first = attempt(db, provider, log, row, () => new Date());
      inBackground(first, log, 'could not record a text message attempt (the worker retries it)');
      let timer: NodeJS.Timeout | undefined;
      const budget = new Promise<SmsOutcome>((resolve) => {
        timer = setTimeout(() => resolve('queued'), SMS_QUEUE_RULES.firstAttemptWaitMs);
        timer.unref();
      });
      const outcome = await Promise.race([first.catch((): SmsOutcome => 'queued'), budget]);
      clearTimeout(timer);
      return outcome;
    },
    close: () => provider.close(),
  };
}

/** The worker's run: sends the due messages, then deletes day-old rows. Returns how many were sent. */
export async function deliverDueSms(
  db: Kysely<Database>,
  provider: SmsProvider,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const staleBefore = new Date(now.getTime() - SMS_QUEUE_RULES.claimStaleMs);
  let sent = 0;
  for (const id of await findDueSmsIds(db, now, staleBefore, SMS_QUEUE_RULES.batch)) {
    const sms = await claimSms(db, id, now, staleBefore);
    if (!sms) continue;
    if (new Date(sms.expires_at) <= now) {
      await markSmsFailed(db, sms.id, 'the code expired before it could be sent', null, now);
      continue;
    }
    if ((await attempt(db, provider, log, sms, () => now)) === 'sent') sent += 1;
  }
  await purgeSms(db, new Date(now.getTime() - SMS_QUEUE_RULES.keepMs));
  if (sent) log.info({ sent }, 'queued text messages delivered');
  return sent;
}

export function startSmsQueueJob(db: Kysely<Database>, provider: SmsProvider, log: FastifyBaseLogger): BackgroundJob {
  return startBackgroundJob(
    () => deliverDueSms(db, provider, log),
    SMS_QUEUE_RULES.workerEveryMs,
    (err) => log.error({ err }, 'the text message queue run failed'),
  );
}
