import type { FastifyBaseLogger } from 'fastify';
import { DAILY_PICKS, isLocale, todayInIndia } from '@inai/shared';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { activeSince } from './activity-order.js';
import { dailyPicksMail } from './daily-picks.mail.js';
import { claimDueMails, claimMailOf, mailPicks, type ClaimedRecipient } from './daily-picks.repository.js';
import { picksOfDay } from './daily-picks.service.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * The picks mail goes from 7:00 India time; the job looks every minute, claims members a batch
 * at a time and stops a run after `runBudgetMs` (the next run goes on), so a morning of
 * thousands of members is spread over minutes and never holds the server (docs/decisions/0053).
 */
export const DAILY_PICKS_MAIL_RULES = { jobEveryMs: 60 * 1000, batch: 100, runBudgetMs: 40 * 1000 };

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether the India time of `now` is 7:00 or later. */
export function mailTimeReached(now: Date): boolean {
  const minutes = Math.floor((now.getTime() + INDIA_OFFSET_MS) / 60_000) % (24 * 60);
  return minutes >= DAILY_PICKS.mailHourInIndia * 60;
}

/**
 * One claimed member's mail of the day: only to a verified member in good standing, active in
 * the last 180 days (an absent member is not mailed daily), and only when the day has picks they
 * may still reach. Whether a mail went.
 */
async function mailClaimed(ctx: AppContext, member: ClaimedRecipient, now: Date, log: Log): Promise<boolean> {
  if (member.is_verified !== 1 || member.suspended_at || member.deletion_requested_at || member.erased_at) return false;
  if (!member.last_active_at || member.last_active_at < activeSince(now).toISOString()) return false;
  const picks = await picksOfDay(ctx, member.id, now);
  if (picks.state !== 'ready' || picks.ids.length === 0) return false;
  const found = new Map((await mailPicks(ctx.db, member.id, picks.ids)).map((p) => [p.id, p]));
  const shown = picks.ids.map((id) => found.get(id)).filter((p) => p !== undefined);
  if (shown.length === 0) return false;
  const locale = isLocale(member.locale) ? member.locale : 'en';
  const stop = ctx.stopLinks.links('daily_picks', member.id, now);
  try {
    await ctx.mailer.send(dailyPicksMail(ctx.config, member, shown, picks.day, stop, locale));
    return true;
  } catch (err) {
    // Only a mail that could not even be stored (the database is down): the day is lost for them.
    log.error({ err, memberId: member.id }, 'the picks mail could not be queued');
    return false;
  }
}

/**
 * One run of the 7:00 job: before 7:00 India time nothing; after it, every member who wants the
 * mail and has not had the day's is claimed (one conditional update per batch: an instance never
 * mails a member another claimed) and mailed their picks. Several instances may run at once.
 * `now` is injected so tests can fix the clock. Returns how many mails went.
 */
export async function sendDailyPicksMails(ctx: AppContext, log: Log, now = new Date()): Promise<number> {
  if (!mailTimeReached(now)) return 0;
  const day = todayInIndia(now);
  const started = Date.now();
  let sent = 0;
  for (;;) {
    const claimed = await claimDueMails(ctx.db, day, DAILY_PICKS_MAIL_RULES.batch);
    for (const member of claimed) {
      if (await mailClaimed(ctx, member, now, log)) sent += 1;
      await pause();
    }
    if (claimed.length < DAILY_PICKS_MAIL_RULES.batch || Date.now() - started > DAILY_PICKS_MAIL_RULES.runBudgetMs) break;
  }
  if (sent) log.info({ sent, day }, 'picks mails sent');
  return sent;
}

/** The day's mail of one member now, whatever the hour (the development trigger of the browser tests). */
export async function sendDailyPicksMailOf(ctx: AppContext, memberId: number, log: Log, now = new Date()): Promise<boolean> {
  const member = await claimMailOf(ctx.db, memberId, todayInIndia(now));
  return member ? mailClaimed(ctx, member, now, log) : false;
}

/** Runs sendDailyPicksMails every minute in the background (unref'd, so it never keeps the process alive). */
export function startDailyPicksJob(ctx: AppContext, log: Log): BackgroundJob {
  return startBackgroundJob(
    () => sendDailyPicksMails(ctx, log),
    DAILY_PICKS_MAIL_RULES.jobEveryMs,
    (err) => log.error({ err }, 'the picks mail job could not run'),
  );
}
