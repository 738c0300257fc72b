const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The one rule of the outbound queue, for mail and text messages alike
 * (docs/decisions/0080-one-outbound-queue.md; the retries are decision 0028's).
 */
export const OUTBOUND_RULES = {
  /** Retries 1, 2, 4 … minutes apart, at most an hour apart … */
  firstRetryMs: MINUTE,
  maxRetryMs: HOUR,
  /** … until the message expires: a mail a day after it was written; a text when its code does. */
  mailLifeMs: DAY,
  /**
   * A claim older than this belongs to a process that stopped mid-send: the SMTP transport's
   * timeouts (connection 20 s, greeting 15 s, socket 60 s) and MSG91's 5 s are all shorter. Such a
   * row may have gone out, so it is marked lost, never sent again.
   */
  claimStaleMs: 2 * MINUTE,
  /** How long a request waits for an interactive message's first attempt before it answers anyway. */
  firstAttemptWaitMs: 3 * SECOND,
  /**
   * Rows claimed by one statement, all sent at once over as many pooled SMTP connections: a
   * process killed holds no more than the messages it is sending, and one stopping has nothing
   * claimed that it is not sending.
   */
  batch: 8,
  /**
   * The pauses before an attempt's outcome is written again when the database fails to take it (a
   * restarting PostgreSQL drops the pool's connections; the pool opens new ones): 7.75 s in all,
   * far inside `claimStaleMs`, so a mail that went is recorded sent rather than swept as lost.
   */
  recordRetryMs: [250, 500, 1000, 2000, 4000],
  /** The all-in-one process's job; a worker's loop instead looks again after `idleMs` when idle. */
  jobEveryMs: 30 * SECOND,
  idleMs: SECOND,
  /** How often a worker's loop looks for stale claims and old rows. */
  sweepEveryMs: 30 * SECOND,
  /** How long rows stay after they end, per channel: a text's envelope a day; a mail's 3 days, a given-up one 30. */
  keep: {
    mail: { sentMs: 3 * DAY, failedMs: 30 * DAY },
    sms: { sentMs: DAY, failedMs: DAY },
  },
} as const;

/** The wait after the `attempts`-th failed attempt: 1 min, 2, 4 … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOUND_RULES.firstRetryMs * 2 ** Math.max(0, attempts - 1), OUTBOUND_RULES.maxRetryMs);
}

/** When to try again after the `attempts`-th failure, or null to give up: the next try would come once it expired. */
export function nextAttemptAt(attempts: number, now: Date, expiresAt: Date): Date | null {
  const at = new Date(now.getTime() + retryDelayMs(attempts));
  return at.getTime() >= expiresAt.getTime() ? null : at;
}

/** What a stale claim's row says, for operators reading it. */
export const LOST_ERROR = 'lost: the process sending it stopped; not resent';
