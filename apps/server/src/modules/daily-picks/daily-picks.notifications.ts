import type { FastifyBaseLogger } from 'fastify';
import { DAILY_PICKS, indiaClockReached, isLocale, todayInIndia } from '@inai/shared';
import {
  serveMemberByMember,
  startBackgroundJob,
  type BackgroundJob,
  type JobRun,
  type MemberPace,
} from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { activeSince } from './activity-order.js';
import { dailyPicksMail } from './daily-picks.mail.js';
import {
  claimMailOf,
  mailPicks,
  membersDueMail,
  spendMailDay,
  type ClaimedRecipient,
  type MailPick,
} from './daily-picks.repository.js';
import { picksOfDay } from './daily-picks.service.js';
import { profileMailRecipients } from '../family-acts/family-recipients.js';
import { isDatabaseUnreachable } from '../../db/connection-errors.js';
import { enqueueMail } from '../../lib/outbound/outbound.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * The picks mail goes from 7:00 India time; the job looks every minute, claims and mails member
 * by member, and stops a run after `runBudgetMs` (the next run goes on), so a morning of
 * thousands of members is spread over minutes and never holds the server (docs/decisions/0053,
 * 0058).
 */
export const DAILY_PICKS_MAIL_RULES = { jobEveryMs: 60 * 1000, page: 100, runBudgetMs: 40 * 1000, spreadPages: 8 };

/** Whether the India time of `now` is 7:00 or later. */
export function mailTimeReached(now: Date): boolean {
  return indiaClockReached(now, DAILY_PICKS.mailHourInIndia);
}

/** Whether the member may have the picks mail at all: verified, in good standing, active in the last 180 days (an absent member is not mailed daily). */
function mayHaveMail(member: ClaimedRecipient, now: Date): boolean {
  if (member.is_verified !== 1 || member.suspended_at || member.deletion_requested_at || member.erased_at) return false;
  return member.last_active_at !== null && member.last_active_at >= activeSince(now).toISOString();
}

/**
 * The picks a member's mail of the day would show, chosen before any claim: choosing is the same
 * all day once made (picksOfDay), so a choice whose mail another worker then claims costs nothing.
 */
async function picksToMail(ctx: AppContext, memberId: number, now: Date) {
  const picks = await picksOfDay(ctx, memberId, now);
  if (picks.state !== 'ready' || picks.ids.length === 0) return [];
  const found = new Map((await mailPicks(ctx.db, memberId, picks.ids)).map((p) => [p.id, p]));
  return picks.ids.map((id) => found.get(id)).filter((p) => p !== undefined);
}

/**
 * The member's mail of `day`: the picks chosen first, then, in ONE transaction, the claim (a
 * conditional update: of several workers only one wins) and the queueing of the mail, which the
 * outbound queue sends once it commits (docs/decisions/0080, 0082). A worker killed at any
 * point loses nobody (before the commit the member is still due) and mails nobody twice (after
 * it the queue has the mail). Only a member who may have it, with picks they may still reach.
 * Choosing failing spends the day, mail-less, and throws (a failure that would come again is not
 * retried every minute; their picks are still chosen at their next visit). Whether a mail went.
 */
async function mailMemberOf(ctx: AppContext, memberId: number, day: string, now: Date): Promise<boolean> {
  let shown: MailPick[];
  try {
    shown = await picksToMail(ctx, memberId, now);
  } catch (err) {
    if (!isDatabaseUnreachable(err)) await claimMailOf(ctx.db, memberId, day);
    throw err;
  }
  return ctx.db.transaction().execute(async (trx) => {
    const member = await claimMailOf(trx, memberId, day);
    if (!member || !mayHaveMail(member, now) || shown.length === 0) return false;
    const locale = isLocale(member.locale) ? member.locale : 'en';
    const stop = ctx.stopLinks.links('daily_picks', member.id, now);
    for (const to of await profileMailRecipients({ db: trx }, { ...member, locale }))
      await enqueueMail(trx, dailyPicksMail(ctx.config, to, shown, day, stop, to.locale), { memberId: member.id });
    return true;
  });
}

/**
 * One run of the 7:00 job: before 7:00 India time nothing; after it, each member who wants the
 * mail, has not had the day's and may have it is claimed on their own (a conditional update: of
 * several instances running at once, one claims each member) and mailed their picks; the day of
 * those who may not have it is spent in bulk. An error while
 * choosing one member's picks is logged with their id and spends their day (a failure that would
 * come again is not retried every minute; their picks are still chosen at their next visit); the
 * run goes on with the next member. A crash loses nobody: a claim and its mail commit together.
 * `now` is injected so tests can fix the clock. Returns how many mails went.
 */
export async function sendDailyPicksMails(ctx: AppContext, log: Log, now = new Date(), run?: JobRun): Promise<number> {
  if (!mailTimeReached(now)) return 0;
  const day = todayInIndia(now);
  const sent = await serveMemberByMember({
    // Every member looked at is claimed or settled (here or by another instance), so the due list
    // only shrinks: no keyset.
    look: async (_after, limit) => {
      // Workers looking at once would list the same first members and race for each of them, the
      // loser's reads wasted: a look starts at a random place among the first `spreadPages` pages
      // of the due, and at the first when none is due past it.
      const skip = Math.floor(Math.random() * limit * DAILY_PICKS_MAIL_RULES.spreadPages);
      let due = await membersDueMail(ctx.db, day, limit, skip);
      if (due.length === 0 && skip > 0) due = await membersDueMail(ctx.db, day, limit);
      const serve = due.filter((m) => m.has_preferences && mayHaveMail(m, now)).map((m) => m.id);
      // Those who cannot have today's mail (unverified, suspended, leaving, away 180 days, no
      // preferences) have no mail at stake: their day is spent together, not claimed one by one.
      const mailable = new Set(serve);
      await spendMailDay(
        ctx.db,
        due.filter((m) => !mailable.has(m.id)).map((m) => m.id),
        day,
      );
      return { looked: due.map((m) => m.id), serve };
    },
    serve: (memberId) => mailMemberOf(ctx, memberId, day, now),
    failed: (err, memberId) =>
      log.error({ err, memberId }, 'the picks mail of a member could not be made: their day is spent, the run goes on'),
    page: DAILY_PICKS_MAIL_RULES.page,
    budgetMs: DAILY_PICKS_MAIL_RULES.runBudgetMs,
    run,
  });
  if (sent) log.info({ sent, day }, 'picks mails sent');
  return sent;
}

/** The day's mail of one member now, whatever the hour (the development trigger of the browser tests). */
export async function sendDailyPicksMailOf(ctx: AppContext, memberId: number, _log: Log, now = new Date()): Promise<boolean> {
  return mailMemberOf(ctx, memberId, todayInIndia(now), now);
}

/**
 * Runs sendDailyPicksMails every minute in the background (unref'd, so it never keeps the process
 * alive), at the process's pace (a worker's has no budget and serves several members at once).
 */
export function startDailyPicksJob(ctx: AppContext, log: Log, pace?: MemberPace): BackgroundJob {
  return startBackgroundJob(
    (run) => sendDailyPicksMails(ctx, log, new Date(), run),
    DAILY_PICKS_MAIL_RULES.jobEveryMs,
    (err) => log.error({ err }, 'the picks mail job could not run'),
    pace,
  );
}
