import type { FastifyBaseLogger } from 'fastify';
import {
  serveMemberByMember,
  startBackgroundJob,
  type BackgroundJob,
  type JobRun,
  type MemberPace,
} from '../../lib/background-job.js';
import type { AppContext } from '../../types.js';
import { entitlementsFor, mayReach } from '../entitlements/entitlements.service.js';
import { mailEach, profileMailRecipients } from '../family-acts/family-recipients.js';
import { findUserById } from '../users/users.repository.js';
import { interestAcceptedMail, newInterestsMail } from './interests.mail.js';
import {
  claimAcceptedMail,
  claimInterestMail,
  giveBackUntold,
  mailCards,
  membersDueInterestMail,
  releaseInterestMail,
  takeUntold,
} from './interests.repository.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * At most one 'new interests' mail per member per hour (`everyMs`); the job looks every
 * `jobEveryMs` for members whose hour has passed with interests waiting, `page` at a time. A mail
 * the transport refuses gives its interests back, to go with the next one; after `retryForMs` an
 * interest is no longer worth announcing (the member has seen it on the screen or the pending
 * count). In the web process a run stops after `runBudgetMs` and the next goes on.
 */
export const INTEREST_MAIL_RULES = {
  everyMs: 60 * 60 * 1000,
  jobEveryMs: 60 * 1000,
  retryForMs: 2 * 24 * 60 * 60 * 1000,
  page: 100,
  runBudgetMs: 40 * 1000,
};

/**
 * Tells the member of the interests they have not been told of, in one mail, if their hour
 * allows (otherwise the job does, later, as a digest); the profile's co-managers who keep its
 * mails on get their own copy. With nobody to tell (the member switched these mails off and no
 * co-manager keeps them), the interests count as told, so switching on later sends no backlog; so do
 * interests from members they may no longer reach, which are never told. Whether a mail went.
 */
export async function deliverNewInterests(ctx: AppContext, memberId: number, now: Date, log: Log): Promise<boolean> {
  const member = await findUserById(ctx.db, memberId);
  if (!member) return false;
  const recipients = await profileMailRecipients(ctx, member, member.notify_interest_received === 1);
  if (recipients.length === 0) {
    await takeUntold(ctx.db, memberId, now);
    return false;
  }
  if (!(await claimInterestMail(ctx.db, memberId, now, INTEREST_MAIL_RULES.everyMs))) return false;
  const taken = await takeUntold(ctx.db, memberId, now);
  // Answered or withdrawn before the mail: nothing to tell.
  const waiting = taken.filter((x) => x.status === 'Requested');
  if (waiting.length === 0) {
    await releaseInterestMail(ctx.db, memberId, now);
    return false;
  }
  try {
    const [cards, entitlements] = await Promise.all([
      mailCards(
        ctx.db,
        memberId,
        waiting.map((x) => x.user_id),
      ),
      entitlementsFor(ctx, member),
    ]);
    const bySender = new Map(cards.map((c) => [c.id, c]));
    const senders = waiting.map((x) => bySender.get(x.user_id)).filter((c) => c !== undefined);
    // Every sender is one the member may no longer reach (a block, a suspension): nothing to tell.
    if (senders.length === 0) {
      await releaseInterestMail(ctx.db, memberId, now);
      return false;
    }
    await mailEach(
      ctx,
      recipients,
      (to) => newInterestsMail(ctx.config, to, senders, entitlements.interestsScreen, to.locale),
      log,
    );
    log.info({ memberId, interests: senders.length, recipients: recipients.length }, 'interest mail sent');
    return true;
  } catch (err) {
    await giveBackUntold(
      ctx.db,
      waiting.map((x) => x.id),
    );
    log.error({ err, memberId }, 'the interest mail could not be sent; it goes with the next one');
    return false;
  }
}

/**
 * Tells an interest's sender (and the co-managers who keep the profile's mails on) that it was
 * accepted: once per interest (accepting again after a rejection sends nothing); the holder
 * unless they switched these mails off; nobody once the two may no longer reach each other
 * (blocked since). A refused mail is only logged.
 */
export async function deliverAcceptance(ctx: AppContext, interestId: number, now: Date, log: Log): Promise<boolean> {
  const claimed = await claimAcceptedMail(ctx.db, interestId, now);
  if (!claimed || !(await mayReach(ctx, claimed.user_id, claimed.partner_id))) return false;
  const [sender, partner] = await Promise.all([findUserById(ctx.db, claimed.user_id), findUserById(ctx.db, claimed.partner_id)]);
  if (!sender || !partner) return false;
  const recipients = await profileMailRecipients(ctx, sender, sender.notify_interest_accepted === 1);
  if (recipients.length === 0) return false;
  try {
    await mailEach(ctx, recipients, (to) => interestAcceptedMail(ctx.config, to, partner.name, to.locale), log);
    return true;
  } catch (err) {
    log.error({ err, interestId }, 'the acceptance mail could not be sent');
    return false;
  }
}

/**
 * One pass of the digest job: every member whose hour since their last interest mail has
 * passed, with interests waiting, gets them in one mail, at the process's pace (`run.pace`:
 * several members at once in a worker). Several instances may run it at once: the claims decide
 * who sends. One member's failure is logged with their id and the pass goes on. `now` is
 * injected so tests can move the clock. Returns how many mails went.
 */
export async function sendDueDigests(ctx: AppContext, log: Log, now = new Date(), run?: JobRun): Promise<number> {
  const since = new Date(now.getTime() - INTEREST_MAIL_RULES.retryForMs);
  const lastMailBy = new Date(now.getTime() - INTEREST_MAIL_RULES.everyMs);
  return serveMemberByMember({
    // Each member handled leaves the due list (told, or claimed for the hour): no keyset.
    look: async (_after, limit) => {
      const due = await membersDueInterestMail(ctx.db, since, lastMailBy, limit);
      return { looked: due, serve: due };
    },
    serve: (memberId) => deliverNewInterests(ctx, memberId, now, log),
    failed: (err, memberId) =>
      log.error({ err, memberId }, 'the interest mail of a member could not be made; the next pass tries again'),
    page: INTEREST_MAIL_RULES.page,
    budgetMs: INTEREST_MAIL_RULES.runBudgetMs,
    run,
  });
}

export type DigestJob = BackgroundJob;

/** Runs sendDueDigests every `everyMs` in the background (unref'd, so it never keeps the process alive), at the process's pace. */
export function startDigestJob(
  ctx: AppContext,
  log: Log,
  everyMs = INTEREST_MAIL_RULES.jobEveryMs,
  pace?: MemberPace,
): DigestJob {
  return startBackgroundJob(
    (run) => sendDueDigests(ctx, log, new Date(), run),
    everyMs,
    (err) => log.error({ err }, 'the interest digest job could not look for due mails'),
    pace,
  );
}
