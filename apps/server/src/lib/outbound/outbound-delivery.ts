import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Engine } from '../../db/engine.js';
import type { Database } from '../../db/schema.js';
import { startBackgroundJob, type BackgroundJob, type JobRun } from '../background-job.js';
import type { SmsOutcome } from '../sms/sms.js';
import {
  channelsOf,
  forgetsWhenGivenUp,
  isPermanent,
  messageName,
  sendRow,
  type OutboundRow,
  type OutboundTransports,
} from './outbound-channels.js';
import { countOutcome } from './outbound-counts.js';
import { LOST_ERROR, nextAttemptAt, OUTBOUND_RULES } from './outbound-rules.js';
import {
  claimDueOutbound,
  markOutboundFailed,
  markOutboundSent,
  markStaleOutboundLost,
  purgeOutbound,
} from './outbound.repository.js';

/** The process delivering: its database and engine, and its id (AppContext.processId), which its claims carry. */
export interface OutboundProcess {
  db: Kysely<Database>;
  engine: Engine;
  processId: string;
}

type Log = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Writes an attempt's outcome, again after each of `OUTBOUND_RULES.recordRetryMs` while the
 * database fails: an outcome not written leaves the row claimed until the sweep marks it lost,
 * though the mail went (docs/decisions/0080-one-outbound-queue.md: a stale claim is lost, never resent).
 */
async function recordOutcome(write: () => Promise<void>): Promise<void> {
  for (const pauseMs of OUTBOUND_RULES.recordRetryMs) {
    try {
      return await write();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  await write();
}

/**
 * One attempt at a row this process holds; the row records the outcome, whatever it is: sent;
 * 'queued' for another try by the one rule (decision 0028's 1, 2, 4 … minutes, until the row
 * expires); 'failed' when refused for good or out of time. Throws only when the database does.
 */
export async function attemptRow(
  db: Kysely<Database>,
  row: OutboundRow,
  transports: OutboundTransports,
  log: Log,
  now: () => Date,
): Promise<SmsOutcome> {
  const fields = { outboundId: row.id, channel: row.channel, memberId: row.member_id };
  const expiresAt = new Date(row.expires_at);
  const forget = forgetsWhenGivenUp(row.channel);
  if (expiresAt <= now()) {
    await recordOutcome(() =>
      markOutboundFailed(
        db,
        row.id,
        { error: 'it expired before it could be sent', retryAt: null, forget, counted: false },
        now(),
      ),
    );
    countOutcome(row.channel, { sent: false, reason: 'expired' });
    log.error(fields, `${messageName(row.channel)} expired before it could be sent; giving up`);
    return 'failed';
  }
  try {
    await sendRow(row, transports);
  } catch (err) {
    const at = now();
    const attempts = row.attempts + 1;
    const permanent = isPermanent(err);
    const retryAt = permanent ? null : nextAttemptAt(attempts, at, expiresAt);
    const reason = errorText(err);
    await recordOutcome(() => markOutboundFailed(db, row.id, { error: reason, retryAt, forget, counted: true }, at));
    // A mail server's error is logged whole; a text's only as its message (it is ours, and names no number).
    const said = row.channel === 'mail' ? { err } : { reason };
    if (retryAt) {
      countOutcome(row.channel, { sent: false, reason: 'retrying' });
      log.warn(
        { ...fields, ...said, attempts, retryAt },
        `${messageName(row.channel)} could not be sent; it will be tried again`,
      );
      return 'queued';
    }
    countOutcome(row.channel, { sent: false, reason: permanent ? 'refused' : 'expired' });
    log.error({ ...fields, ...said, attempts }, `${messageName(row.channel)} could not be sent; giving up (the row is kept)`);
    return 'failed';
  }
  await recordOutcome(() => markOutboundSent(db, row.id, now()));
  countOutcome(row.channel, { sent: true });
  return 'sent';
}

/**
 * Sends claimed rows, all at once (a claim is no larger than the SMTP pool: OUTBOUND_RULES.batch),
 * so a run that is stopping finishes them and gives nothing back. Returns how many were sent.
 */
async function sendClaimed(
  owner: OutboundProcess,
  rows: OutboundRow[],
  transports: OutboundTransports,
  log: Log,
  now: () => Date,
): Promise<number> {
  const outcomes = await Promise.all(
    rows.map((row) =>
      attemptRow(owner.db, row, transports, log, now).catch((err: unknown) => {
        // The outcome could not be written (the database is away): the claim goes stale and the
        // row is marked lost, since it may have gone out.
        log.error({ err, outboundId: row.id }, 'could not record an outbound attempt');
        return 'unrecorded' as const;
      }),
    ),
  );
  return outcomes.filter((outcome) => outcome === 'sent').length;
}

/**
 * Ends the claims of processes that stopped mid-send, as lost (docs/decisions/0080, "at most the
 * members in hand"): logged once, at error level, by row and member, never by address or number.
 * Then deletes rows past keeping.
 */
export async function sweepOutbound(owner: OutboundProcess, log: Log, now: Date): Promise<void> {
  const lost = await markStaleOutboundLost(owner.db, new Date(now.getTime() - OUTBOUND_RULES.claimStaleMs), LOST_ERROR, now);
  if (lost.length) {
    for (const row of lost) countOutcome(row.channel, { sent: false, reason: 'lost' });
    log.error(
      { lost: lost.map((r) => ({ outboundId: r.id, channel: r.channel, memberId: r.member_id })) },
      `${lost.length} outbound message(s) lost: the process sending them stopped mid-send; they may have gone, so they are not resent`,
    );
  }
  let purged = 0;
  for (const channel of ['mail', 'sms'] as const) {
    const keep = OUTBOUND_RULES.keep[channel];
    purged += await purgeOutbound(
      owner.db,
      channel,
      new Date(now.getTime() - keep.sentMs),
      new Date(now.getTime() - keep.failedMs),
    );
  }
  if (purged) log.debug({ purged }, 'old outbound rows deleted');
}

/**
 * One run of the delivery: ends stale claims, then claims due rows of the channels it has
 * transports for, a batch per statement, and sends them until none is due (or `run` stops).
 * Safe in any number of processes at once: a row is claimed by one. `now` fixes the clock
 * (tests); otherwise each claim reads the time. Returns how many were sent.
 */
export async function deliverDueOutbound(
  owner: OutboundProcess,
  transports: OutboundTransports,
  log: Log,
  options: { now?: Date; run?: JobRun } = {},
): Promise<number> {
  const clock = options.now ? () => options.now! : () => new Date();
  const channels = channelsOf(transports);
  await sweepOutbound(owner, log, clock());
  let sent = 0;
  while (!options.run?.stopping) {
    const rows = await claimDueOutbound(owner.db, owner.engine, owner.processId, channels, clock(), OUTBOUND_RULES.batch);
    sent += await sendClaimed(owner, rows, transports, log, clock);
    if (rows.length < OUTBOUND_RULES.batch) break;
  }
  if (sent) log.info({ sent }, 'queued messages delivered');
  return sent;
}

/** Sleeps `ms`, or less once `run` is stopping. */
async function idle(ms: number, run: JobRun): Promise<void> {
  for (let waited = 0; waited < ms && !run.stopping; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * A worker process's delivery: claims while there is due work and sleeps `idleMs` when there is
 * none, until `run` is stopping; then the rows in hand finish and no more are claimed.
 * Resolves once stopped. A failing database is logged and tried again after the pause.
 */
export async function runOutboundLoop(
  owner: OutboundProcess,
  transports: OutboundTransports,
  log: Log,
  run: JobRun,
): Promise<void> {
  const channels = channelsOf(transports);
  let sweptAt = 0;
  while (!run.stopping) {
    try {
      if (Date.now() - sweptAt >= OUTBOUND_RULES.sweepEveryMs) {
        await sweepOutbound(owner, log, new Date());
        sweptAt = Date.now();
      }
      const rows = await claimDueOutbound(owner.db, owner.engine, owner.processId, channels, new Date(), OUTBOUND_RULES.batch);
      await sendClaimed(owner, rows, transports, log, () => new Date());
      if (!rows.length) await idle(OUTBOUND_RULES.idleMs, run);
    } catch (err) {
      log.error({ err }, 'the outbound delivery loop failed; it tries again');
      await idle(OUTBOUND_RULES.idleMs, run);
    }
  }
}

/**
 * The delivery in the background: in the all-in-one process deliverDueOutbound every 30 s
 * (messages are tried at once when sent; the job takes retries and what jobs queued); in a worker,
 * `continuous`, the loop that claims while anything is due.
 */
export function startOutboundJob(
  owner: OutboundProcess,
  transports: OutboundTransports,
  log: Log,
  continuous = false,
): BackgroundJob {
  return startBackgroundJob(
    (run) => (continuous ? runOutboundLoop(owner, transports, log, run) : deliverDueOutbound(owner, transports, log, { run })),
    continuous ? OUTBOUND_RULES.idleMs : OUTBOUND_RULES.jobEveryMs,
    (err) => log.error({ err }, 'the outbound queue run failed'),
  );
}
