import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import { inBackground } from '../../lib/background.js';
import { sweepOrphanFiles, type SweepResult } from '../../lib/storage/orphan-sweep.js';
import type { AppContext } from '../../types.js';
import { ownedStorageKeys } from './media-files.repository.js';

const SWEEP_EVERY_MS = 60 * 60_000;

/** Removes uploaded files that no row owns and unfinished writes, once they are older than the grace period. */
export async function sweepMediaFiles(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<SweepResult> {
  const result = await sweepOrphanFiles(ctx.storage, (keys) => ownedStorageKeys(ctx.db, keys), now);
  if (result.orphans || result.unfinished) log.warn(result, 'removed files left behind by interrupted writes');
  return result;
}

/**
 * Sweeps at start-up (what a killed process left is found on the next start) and then hourly
 * (what a deletion cut short leaves meanwhile). Safe on several instances: each removes only old
 * files no row owns, and removing a file twice is no error (docs/decisions/0033).
 */
export function startMediaSweepJob(ctx: Pick<AppContext, 'db' | 'storage'>, log: FastifyBaseLogger): BackgroundJob {
  const onError = (err: unknown) => log.error({ err }, 'the media file sweep failed');
  inBackground(sweepMediaFiles(ctx, log), log, 'the media file sweep failed');
  return startBackgroundJob(() => sweepMediaFiles(ctx, log), SWEEP_EVERY_MS, onError);
}
