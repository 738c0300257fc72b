import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { startBackgroundJob } from '../background-job.js';
import { beat, deleteSilentProcesses, markStopping, type ProcessRole } from './processes.repository.js';

/** How often a process writes its beat, and when the metrics count a worker alive (docs/operations.md, "The heartbeat"). */
export const HEARTBEAT_RULES = {
  everyMs: 10_000,
  /** Three beats missed: the worker is gone (killed, its host down, or stuck). */
  aliveWithinMs: 30_000,
  /** Rows silent this long are deleted: a process that ended without a trace leaves none for long. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

export interface Heartbeat {
  /** Marks the row as stopping (the process took its signal and drains). */
  stopping(): Promise<void>;
  /** Ends the beats; the row stays, stopping, until the silent rows are swept. */
  stop(): Promise<void>;
}

/**
 * Writes the process's row now, then its beat every `everyMs`; each beat also deletes the rows
 * silent for a day. A failed beat is logged and the next one tries again: the database being
 * away must not stop the process (docs/decisions/0028-graceful-dependency-failures.md).
 */
export async function startHeartbeat(
  db: Kysely<Database>,
  process: { id: string; role: ProcessRole },
  log: FastifyBaseLogger,
  everyMs: number = HEARTBEAT_RULES.everyMs,
): Promise<Heartbeat> {
  const record = { ...process, host: os.hostname(), pid: globalThis.process.pid };
  const startedAt = new Date();
  const onError = (err: unknown) => log.warn({ err }, 'the process heartbeat could not be written; the next beat tries again');
  const once = async () => {
    const now = new Date();
    await beat(db, record, now, startedAt);
    await deleteSilentProcesses(db, new Date(now.getTime() - HEARTBEAT_RULES.forgetAfterMs));
  };
  await once().catch(onError);
  const job = startBackgroundJob(once, everyMs, onError);
  return {
    stopping: () => markStopping(db, record.id, new Date()).catch(onError),
    stop: () => job.stop(),
  };
}
