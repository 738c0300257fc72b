import { SIGNUP_ADDRESS_KEEP_DAYS } from '@inai/shared';
import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { eraseExpiredSignupAddresses } from './users.repository.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * The address an account was created from is kept for one year (India's 2016 advisory for
 * matrimonial sites), then erased; the job looks once an hour. `created_at` keeps the when. The
 * days are shared because the privacy policy quotes them.
 */
export const SIGNUP_ADDRESS_RULES = { keepMs: SIGNUP_ADDRESS_KEEP_DAYS * 24 * 60 * 60 * 1000, jobEveryMs: 60 * 60 * 1000 };

/** Until when an address recorded at `createdAt` is kept. */
export function signupAddressUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + SIGNUP_ADDRESS_RULES.keepMs);
}

/** One pass: erases every sign-up address whose year has passed. `now` is injected so tests can move the clock. */
export async function eraseOldSignupAddresses(ctx: AppContext, log: Log, now = new Date()): Promise<number> {
  const erased = await eraseExpiredSignupAddresses(ctx.db, now);
  if (erased > 0) log.info({ erased }, 'sign-up addresses older than a year erased');
  return erased;
}

/** Runs eraseOldSignupAddresses every `everyMs` in the background (unref'd; safe on several instances). */
export function startSignupAddressJob(ctx: AppContext, log: Log, everyMs = SIGNUP_ADDRESS_RULES.jobEveryMs): BackgroundJob {
  return startBackgroundJob(
    () => eraseOldSignupAddresses(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the sign-up address job could not erase old addresses'),
  );
}
