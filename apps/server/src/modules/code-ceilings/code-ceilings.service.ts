import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import { sha256 } from '../../lib/tokens.js';
import type { AppContext } from '../../types.js';
import { deleteCodeEventsBefore } from './code-ceilings.repository.js';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Per e-mail address, whichever client asks (docs/decisions/0037): at most 5 OTPs and 5 reset
 * links mailed, and 15 OTP tries, in any 24 hours. The per-code rules (5 tries, 30 s between
 * sends: docs/design.md, "One-time codes") still hold within these.
 */
export const CODE_CEILINGS = {
  codes: { max: 5, windowMs: DAY_MS },
  tries: { max: 15, windowMs: DAY_MS },
  /** How often the rows that no window looks at any more are deleted. */
  sweepEveryMs: 60 * MINUTE_MS,
};

/** The key of an address's events: the hash of the address as the schemas normalise it (lower case). */
export function addressHash(email: string): string {
  return sha256(email.trim().toLowerCase());
}

/**
 * `retryAt` for a refusal's text: rounded up to the minute, because the text shows hours and
 * minutes, and a member who comes back at the minute shown must not be refused again.
 */
export function retryAtParam(retryAt: Date): string {
  return new Date(Math.ceil(retryAt.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();
}

/** One pass: deletes the events older than every window. `now` is injected so tests can move the clock. */
export async function sweepCodeEvents(ctx: AppContext, log: Pick<FastifyBaseLogger, 'info'>, now = new Date()): Promise<number> {
  const windowMs = Math.max(CODE_CEILINGS.codes.windowMs, CODE_CEILINGS.tries.windowMs);
  const deleted = await deleteCodeEventsBefore(ctx.db, new Date(now.getTime() - windowMs));
  if (deleted > 0) log.info({ deleted }, 'one-time code events older than a day deleted');
  return deleted;
}

/** Runs sweepCodeEvents every hour in the background (unref'd; safe on several instances). */
export function startCodeEventSweepJob(
  ctx: AppContext,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  everyMs = CODE_CEILINGS.sweepEveryMs,
): BackgroundJob {
  return startBackgroundJob(
    () => sweepCodeEvents(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the one-time code sweep could not delete old events'),
  );
}
