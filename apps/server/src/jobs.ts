import type { FastifyBaseLogger } from 'fastify';
import type { AppParts } from './app-context.js';
import { WEB_PACE, type BackgroundJob, type MemberPace } from './lib/background-job.js';
import { startOutboundJob } from './lib/outbound/outbound-delivery.js';
import { startMediaSweepJob } from './modules/media/media-sweep.js';
import { startDigestJob } from './modules/interests/interests.notifications.js';
import { startDailyPicksJob } from './modules/daily-picks/daily-picks.notifications.js';
import { startChatDigestJob } from './modules/chat/chat.notifications.js';
import { startErasureJob } from './modules/my-data/account-erasure.js';
import { startSavedSearchDigestJob } from './modules/saved-searches/saved-searches.notifications.js';
import { startSignupAddressJob } from './modules/users/signup-addresses.js';
import { startAbsenceMailJob } from './modules/last-active/last-active.notifications.js';
import { startCodeEventSweepJob } from './modules/code-ceilings/code-ceilings.service.js';
import { startPhotoHashJob } from './modules/moderation/moderation.service.js';
import { startChartAgreementFill } from './modules/profile/chart-agreement.service.js';
import { startReconciler } from './modules/payments/payments.reconciler.js';

/**
 * Where the jobs run (docs/decisions/0081-worker-processes-and-stopping.md): in the web process
 * (JOBS=on, the embedded default), beside its requests; or in a worker (`npm run worker`), which
 * has nothing else to do.
 */
export type JobsMode = 'web' | 'worker';

/** The member-by-member runs' pace in each mode: a worker goes on while members are due, several at once. */
export function paceOf(mode: JobsMode, workerConcurrency: number): MemberPace {
  return mode === 'web' ? WEB_PACE : { budgeted: false, concurrency: workerConcurrency };
}

/**
 * Starts every background job on the process's context; `stop()` tells each to stop, waits for
 * the runs in hand (a member-by-member run ends after its members in hand; the outbound queue's
 * after the batch it is sending) and resolves when none is left running. Under
 * NODE_ENV=test only the payment reconciler may run (PAYMENT_RECONCILER=1): tests drive every
 * other job by hand with their own clock.
 */
export function startJobs(parts: AppParts, log: FastifyBaseLogger, mode: JobsMode): Jobs {
  const { ctx, deliveries } = parts;
  const { config, db } = ctx;
  const jobs = new Map<string, BackgroundJob>();
  if (config.paymentReconciler) jobs.set('payment reconciler', startReconciler(ctx, log));
  if (config.nodeEnv !== 'test') {
    const pace = paceOf(mode, config.workerConcurrency);
    const owner = { db, engine: ctx.engine, processId: ctx.processId };
    jobs.set('outbound queue', startOutboundJob(owner, deliveries, log, mode === 'worker'));
    jobs.set('interest digests', startDigestJob(ctx, log, undefined, pace));
    jobs.set('chat digests', startChatDigestJob(ctx, log, undefined, pace));
    jobs.set('saved search alerts', startSavedSearchDigestJob(ctx, log, undefined, pace));
    jobs.set('daily picks mail', startDailyPicksJob(ctx, log, pace));
    jobs.set('account erasure', startErasureJob(ctx, log));
    jobs.set('signup addresses', startSignupAddressJob(ctx, log));
    jobs.set('absence mails', startAbsenceMailJob(ctx, log));
    jobs.set('code event sweep', startCodeEventSweepJob(ctx, log));
    jobs.set('photo hashes', startPhotoHashJob(ctx, log));
    // "Charts agree" for birth details saved before it (docs/decisions/0079-matches-by-charts-that-agree.md).
    jobs.set('chart agreement fill', startChartAgreementFill(ctx, log));
    // Files left by a killed process or an interrupted deletion (docs/decisions/0033-crash-safety.md).
    jobs.set('media sweep', startMediaSweepJob(ctx, log));
  }
  const pending = new Set<string>();
  let stopped: Promise<void> | undefined;
  return {
    // All at once: each waits only for its own run in hand.
    stop: () =>
      (stopped ??= Promise.all(
        [...jobs].map(async ([name, job]) => {
          pending.add(name);
          await job.stop();
          pending.delete(name);
        }),
      ).then(() => undefined)),
    pending: () => [...pending],
  };
}

/** The jobs a process runs. */
export interface Jobs {
  /** Stops every job and resolves when none has a run in hand. */
  stop(): Promise<void>;
  /** The jobs whose run in hand has not ended yet, while stopping (what a stop that takes too long logs). */
  pending(): string[];
}

/** No jobs: a web process with JOBS=off. */
export const NO_JOBS: Jobs = { stop: async () => undefined, pending: () => [] };

declare module 'fastify' {
  interface FastifyInstance {
    /** The jobs this web process runs (none with JOBS=off). */
    jobs: Jobs;
  }
}
