import { DAILY_PICKS, todayInIndia, type DailyPicksAnswer } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { separatedFrom } from '../entitlements/entitlements.service.js';
import { matchCards, matchRanking, picksWidening, type MatchRanking } from '../search/search.service.js';
import type { SearchingMember } from '../search/searchers.js';
import { findUserById } from '../users/users.repository.js';
import { activeInOrder, activeSince, activityOf, type Active } from './activity-order.js';
import { claimDayWithPicks, pickedBefore, picksOn, stillEligible } from './daily-picks.repository.js';

/** A member's day: their picks, or why there are none to choose (no preferences saved; compatible stars without their own). */
export type DayPicks =
  { state: 'no_preferences' | 'star_first'; day: string } | { state: 'ready'; day: string; ids: number[]; compatible: boolean };

/** How many entries of the activity order are walked between two pauses for the server's other work. */
const WALK_SLICE = 20_000;
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The member's picks of the India day of `now` (docs/decisions/0053): chosen at the first ask
 * of the day (a visit, or the 7:00 mail) and the same all day after. Up to five profiles their
 * Matches hold (their saved partner preferences; only compatible stars if they chose that in
 * Settings), never picked for them before, reachable (no block either way, in good standing),
 * active in the last 180 days; best match score first, then the most recently active, then the
 * most recently joined. A day with none to choose (no preferences yet) is not claimed, so saving
 * preferences brings the day's picks at once.
 */
export async function picksOfDay(ctx: AppContext, memberId: number, now: Date): Promise<DayPicks> {
  const day = todayInIndia(now);
  const member = await findUserById(ctx.db, memberId);
  if (!member) return { state: 'no_preferences', day };
  const compatible = member.daily_picks_compatible === 1;
  if (member.daily_picks_on === day) return { state: 'ready', day, ids: await picksOn(ctx.db, memberId, day), compatible };
  const ranking = await matchRanking(ctx, memberId, compatible, day);
  if (ranking.state !== 'ready') return { state: ranking.state, day };
  const ids = await choosePicks(ctx, memberId, ranking, now);
  const chose = await claimDayWithPicks(ctx.db, memberId, day, ids, now);
  // Another instance (or request) chose the day meanwhile: theirs stand.
  return { state: 'ready', day, ids: chose ? ids : await picksOn(ctx.db, memberId, day), compatible };
}

/**
 * Walks the active members of the sought gender (all of them, or only the member's few Matches:
 * pickOrder), most recently active first, keeping the best few by score (the first met of equal
 * scores is the more recently active). It stops early once it holds enough at the best score
 * Matches has; otherwise it walks the whole list, pausing now and then. The database has the last
 * word on each chosen profile (a block or suspension since the order was read); one refused is
 * left out and the walk is made again. Exported for the tests that hold the two orders' picks equal.
 */
export async function choosePicks(
  ctx: AppContext,
  memberId: number,
  ranking: Extract<MatchRanking, { state: 'ready' }>,
  now: Date,
): Promise<number[]> {
  const [before, blocked] = await Promise.all([pickedBefore(ctx.db, memberId), separatedFrom(ctx, memberId)]);
  const excluded = new Set([...before, ...blocked]);
  const since = activeSince(now);
  for (let round = 1; ; round++) {
    const { ids: found } = await walkPicks(await pickOrder(ctx, ranking, excluded, now), ranking, excluded, since.getTime());
    const eligible = await stillEligible(ctx.db, memberId, found, since.toISOString());
    // Rarely more than once; after three walks, the ones still standing.
    if (eligible.size === found.length || round === 3) return found.filter((id) => eligible.has(id));
    for (const id of found) if (!eligible.has(id)) excluded.add(id);
  }
}

/**
 * What the walk goes over. A member whose Matches hold few profiles (at most `FEW_MATCHES`) has
 * just those, each looked up in the activity order and put in its order: the same walk, the same
 * picks, without passing every active member of the other gender (at a million members, a walk
 * of the whole order is what made a narrow member's choice cost tens of milliseconds:
 * docs/decisions/0082-mornings-at-a-million.md). Others walk the whole order, which stops early
 * once it holds enough at the best score.
 */
async function pickOrder(
  ctx: AppContext,
  ranking: Extract<MatchRanking, { state: 'ready' }>,
  excluded: ReadonlySet<number>,
  now: Date,
): Promise<Iterable<Active>> {
  const activity = await activityOf(ctx, ranking.gender, now);
  const few: Active[] = [];
  const listed = ranking.eachMatch(PICK_CHOICE.fewMatches, (id) => {
    if (excluded.has(id)) return;
    const at = activity(id);
    if (at !== undefined) few.push({ id, at });
  });
  if (!listed) return activeInOrder(ctx, ranking.gender, now);
  // The activity order's own: the most recently active first, then the most recently joined.
  return few.sort((a, b) => b.at - a.at || b.id - a.id);
}

/** Up to how many Matches a choice weighs one by one instead of walking the activity order (tests lower it to walk). */
export const PICK_CHOICE = { fewMatches: 20_000 };

/** What one walk found, and how far it went (the benchmark reports the two counts). */
export interface PicksWalk {
  ids: number[];
  /** Entries of the activity order met before the walk ended. */
  walked: number;
  /** Whether it stopped at the best score Matches has, before the end of the list. */
  early: boolean;
}

/**
 * The walk `choosePicks` makes over one read of the activity order, before the database's last word
 * on what it found. Exported for `scripts/bench-picks.ts`, which counts how far it goes.
 */
export async function walkPicks(
  order: Iterable<Active>,
  ranking: Extract<MatchRanking, { state: 'ready' }>,
  excluded: ReadonlySet<number>,
  activeSinceMs: number,
): Promise<PicksWalk> {
  const want = DAILY_PICKS.perDay;
  const best: { id: number; score: number }[] = [];
  let walked = 0;
  for (const { id, at } of order) {
    if (at < activeSinceMs) break; // the rest were active even longer ago
    if (++walked % WALK_SLICE === 0) await pause();
    if (excluded.has(id) || !ranking.matches(id)) continue;
    const score = ranking.score(id);
    if (best.length === want && score <= best[want - 1]!.score) continue;
    // Before the first with a lower score: among equals, the one met first (more recently active) stays ahead.
    const place = best.findIndex((b) => b.score < score);
    best.splice(place < 0 ? best.length : place, 0, { id, score });
    if (best.length > want) best.pop();
    if (best.length === want && ranking.best !== undefined && best[want - 1]!.score >= ranking.best) {
      return { ids: best.map((b) => b.id), walked, early: true };
    }
  }
  return { ids: best.map((b) => b.id), walked, early: false };
}

/** GET /api/daily-picks: the member's picks of today as Matches cards, or why there are none. */
export async function dailyPicksAnswer(ctx: AppContext, searcher: SearchingMember, now = new Date()): Promise<DailyPicksAnswer> {
  const picks = await picksOfDay(ctx, searcher.id, now);
  if (picks.state !== 'ready') return { success: true, day: picks.day, state: picks.state, data: [] };
  const data = await matchCards(ctx, searcher, picks.ids, picks.compatible, picks.day);
  if (data.length > 0) return { success: true, day: picks.day, state: 'ready', data };
  // None today: say which preference shuts out the most, and what widening it on Matches brings.
  const widen = await picksWidening(ctx, searcher.id, picks.compatible, picks.day);
  return { success: true, day: picks.day, state: 'ready', data, widen };
}
