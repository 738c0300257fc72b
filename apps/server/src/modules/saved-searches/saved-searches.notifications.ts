import { indiaClockReached, SAVED_SEARCH_LIMITS, todayInIndia } from '@inai/shared';
import type { FastifyBaseLogger } from 'fastify';
import {
  serveMemberByMember,
  startBackgroundJob,
  type BackgroundJob,
  type JobRun,
  type MemberPace,
} from '../../lib/background-job.js';
import type { SearchCard } from '../../lib/search-engine.js';
import type { AppContext } from '../../types.js';
import { separatedFrom } from '../entitlements/entitlements.service.js';
import { findUserById } from '../users/users.repository.js';
import { lookAgain, type Look } from './saved-searches.finds.js';
import { savedSearchDigestMail, type SearchNews } from './saved-searches.mail.js';
import {
  alertingSearchesOf,
  claimSavedSearchDigest,
  membersDueSavedSearchDigest,
  recordSeenIn,
  type SavedSearchRow,
} from './saved-searches.repository.js';
import { criteriaOf } from './saved-searches.service.js';
import { profileMailRecipients } from '../family-acts/family-recipients.js';
import { enqueueMail } from '../../lib/outbound/outbound.js';

type Log = Pick<FastifyBaseLogger, 'error' | 'info'>;

/**
 * The digest goes once a day, from 7:30 in the morning India time (IST, UTC+5:30 all year): read
 * with the morning's first look at the phone, after the night's new profiles. The job looks every
 * `jobEveryMs`; before 7:30 a look costs nothing, after it one small query finds whoever is left.
 * A run stops after `runBudgetMs` and the next goes on, so a large morning never holds the server.
 */
export const SAVED_SEARCH_DIGEST = { hour: 7, minute: 30, jobEveryMs: 5 * 60 * 1000, page: 100, runBudgetMs: 40 * 1000 };

/** Whether the day's digest may go at `now`: from 7:30 India time until midnight. */
export function digestTime(now: Date): boolean {
  return indiaClockReached(now, SAVED_SEARCH_DIGEST.hour, SAVED_SEARCH_DIGEST.minute);
}

/**
 * Sends the member their digest of `now`'s India date, if this worker claims it (one digest a
 * day whoever runs it): per saved search with alerts on, the profiles that newly fit it and that
 * the member may see (blocks taken off; the index holds only searchable members in good
 * standing). The searches are looked at first; then, in ONE transaction, the claim (a
 * conditional update: of several workers one wins), the mail queued for the outbound queue
 * (docs/decisions/0080-one-outbound-queue.md) and what was found recorded. A worker killed at any
 * point loses nobody (before the commit the member is still due) and mails nobody twice (after
 * it the queue has the mail). Nothing is mailed when nothing is new, and the day still counts as
 * done. A failure claims nothing and is thrown: the next pass tries again. Whether a mail went.
 */
export async function deliverSavedSearchDigest(ctx: AppContext, memberId: number, now: Date, log: Log): Promise<boolean> {
  const today = todayInIndia(now);
  const member = await findUserById(ctx.db, memberId);
  // Another worker may have sent it since the due list was read: the looks would be wasted.
  if (!member || (member.saved_search_mail_on !== null && member.saved_search_mail_on >= today)) return false;
  const [searches, blocked] = await Promise.all([alertingSearchesOf(ctx.db, memberId), separatedFrom(ctx, memberId)]);
  const { looks, news } = await lookAtSearches(ctx, searches, blocked);
  const sent = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimSavedSearchDigest(trx, memberId, today))) return false;
    if (news.length > 0) {
      for (const to of await profileMailRecipients({ db: trx }, member))
        await enqueueMail(trx, savedSearchDigestMail(ctx.config, to, news, to.locale), { memberId });
    }
    for (const { search, look } of looks) await recordSeenIn(trx, search.id, look.change, now);
    return news.length > 0;
  });
  if (sent) log.info({ memberId, searches: news.length }, 'saved search digest queued');
  return sent;
}

/** Each alerting search looked at again: what it found (to record), and the news a digest tells. */
async function lookAtSearches(ctx: AppContext, searches: SavedSearchRow[], blocked: Set<number>) {
  const looks: { search: SavedSearchRow; look: Look }[] = [];
  const news: SearchNews[] = [];
  for (const search of searches) {
    const criteria = criteriaOf(search);
    // Criteria an option list no longer holds find nothing until the member saves the search anew.
    if (!criteria) continue;
    const look = await lookAgain(ctx, search, criteria);
    looks.push({ search, look });
    const shown = look.fresh.filter((id) => !blocked.has(id));
    const cards = shown.map((id) => ctx.search.cards.get(id)).filter((card): card is SearchCard => card !== undefined);
    if (cards.length === 0) continue;
    const { page: _page, pageSize: _pageSize, ...kept } = criteria;
    news.push({ name: search.name, criteria: kept, count: cards.length, cards: cards.slice(0, SAVED_SEARCH_LIMITS.perMail) });
  }
  return { looks, news };
}

/**
 * One pass of the digest job: from 7:30 India time, every member due today's digest gets it,
 * member by member. Several instances may run it at once: the claims decide who sends. One
 * member's failure is logged with their id and the pass goes on with the next. `now` is
 * injected so tests can fix the clock. Returns how many mails went.
 */
export async function sendDueSavedSearchDigests(ctx: AppContext, log: Log, now = new Date(), run?: JobRun): Promise<number> {
  if (!digestTime(now)) return 0;
  const today = todayInIndia(now);
  return serveMemberByMember({
    // By id: a member whose digest failed is still due, and waits for the next pass.
    look: async (after, limit) => {
      const due = await membersDueSavedSearchDigest(ctx.db, today, after, limit);
      return { looked: due, serve: due };
    },
    serve: (memberId) => deliverSavedSearchDigest(ctx, memberId, now, log),
    failed: (err, memberId) =>
      log.error({ err, memberId }, 'the saved search digest of a member could not be sent; the next pass tries again'),
    page: SAVED_SEARCH_DIGEST.page,
    budgetMs: SAVED_SEARCH_DIGEST.runBudgetMs,
    run,
  });
}

/** Runs sendDueSavedSearchDigests every `everyMs` in the background (unref'd, stopped on close), at the process's pace. */
export function startSavedSearchDigestJob(
  ctx: AppContext,
  log: Log,
  everyMs = SAVED_SEARCH_DIGEST.jobEveryMs,
  pace?: MemberPace,
): BackgroundJob {
  return startBackgroundJob(
    (run) => sendDueSavedSearchDigests(ctx, log, new Date(), run),
    everyMs,
    (err) => log.error({ err }, 'the saved search digest job could not look for due digests'),
    pace,
  );
}
