import { indiaDayOf, indiaDayStart, LAST_ACTIVE_RULES } from '@inai/shared';
import type { FastifyBaseLogger } from 'fastify';
import { startBackgroundJob, type BackgroundJob } from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { mailEach, profileMailRecipients } from '../family-acts/family-recipients.js';
import { findUserById } from '../users/users.repository.js';
import { absenceMail } from './last-active.mail.js';
import { claimAbsenceMail, membersDueAbsenceMail, releaseAbsenceMail } from './last-active.repository.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

const HOUR = 60 * 60 * 1000;

/**
 * The absence mail (docs/decisions/0052): the job looks every hour, and mails only in India's
 * daytime (8:00 to 20:00), so that no phone buzzes at night; a pass sends at most `batch` ×
 * `rounds` mails, the rest go in the next ones.
 */
export const ABSENCE_MAIL_RULES = { jobEveryMs: HOUR, fromHour: 8, untilHour: 20, batch: 100, rounds: 10 };

/** The hour in India (0 to 23) at `now`. */
function indiaHour(now: Date): number {
  return Math.floor((now.getTime() - Date.parse(indiaDayStart(indiaDayOf(now)))) / HOUR);
}

/**
 * The first India day that does not count as a long absence, as an ISO time: a member last active
 * before it has been away LAST_ACTIVE_RULES.dormantAfterDays India days, and the search index
 * lists them nowhere (the same rule, activeEnoughToList).
 */
export function absenceCutoff(now: Date): string {
  return indiaDayStart(indiaDayOf(now) - LAST_ACTIVE_RULES.dormantAfterDays + 1);
}

/**
 * One pass: every member away LAST_ACTIVE_RULES.dormantAfterDays India days, not yet told, gets
 * one mail in their language saying their profile is no longer shown and that signing in shows it
 * again; the profile's co-managers who keep its mails on get their own copy, in their language. Each is claimed first (`inactive_mail_at`), so several instances running it at once send
 * one mail; a sign-in clears the claim, so a later absence is told again. `now` is injected so
 * tests can move the clock. Returns how many mails were queued.
 */
export async function mailMembersAway(ctx: AppContext, log: Log, now = new Date()): Promise<number> {
  const hour = indiaHour(now);
  if (hour < ABSENCE_MAIL_RULES.fromHour || hour >= ABSENCE_MAIL_RULES.untilHour) return 0;
  const cutoff = absenceCutoff(now);
  let sent = 0;
  for (let round = 0; round < ABSENCE_MAIL_RULES.rounds; round++) {
    const due = await membersDueAbsenceMail(ctx.db, cutoff, ABSENCE_MAIL_RULES.batch);
    for (const userId of due) {
      if (!(await claimAbsenceMail(ctx.db, userId, cutoff, now))) continue;
      const member = await findUserById(ctx.db, userId);
      if (!member) continue;
      try {
        const recipients = await profileMailRecipients(ctx, member);
        await mailEach(ctx, recipients, (to) => absenceMail(ctx.config, to, to.locale), log);
        sent += 1;
      } catch (err) {
        await releaseAbsenceMail(ctx.db, userId, now);
        log.error({ err, userId }, 'the absence mail could not be queued; a later pass tries again');
      }
    }
    if (due.length < ABSENCE_MAIL_RULES.batch) break;
  }
  if (sent > 0) log.info({ sent }, 'absence mails queued');
  return sent;
}

/** Runs mailMembersAway every `everyMs` in the background (unref'd; safe on several instances). */
export function startAbsenceMailJob(ctx: AppContext, log: Log, everyMs = ABSENCE_MAIL_RULES.jobEveryMs): BackgroundJob {
  return startBackgroundJob(
    () => mailMembersAway(ctx, log),
    everyMs,
    (err) => log.error({ err }, 'the absence mail job could not look for members away'),
  );
}
