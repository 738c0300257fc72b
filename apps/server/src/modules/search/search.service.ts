import {
  asBrideAndGroom,
  LIMITS,
  oppositeGender,
  porutham,
  todayInIndia,
  WIDEN_FIELDS,
  type LoggedInSearchCriteria,
  type ProfileCard,
  type Raasi,
  type SearchCriteria,
  type SearchPage,
  type Star,
  type WidenChoice,
  type WidenSuggestion,
} from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import {
  chartsAgreeFilters,
  matchAges,
  matchCriteria,
  type OwnChart,
  matchHeights,
  savedPreferences,
  scoreFilters,
  searchCriteria,
  widenable,
} from './search-criteria.js';
import { dayNumber, type Filter, type Gender, type PreparedCriteria, type PreparedFilter } from './index/search-index.js';
import { presentCards, type CardViewer } from '../cards/cards.presenter.js';
import { searchEngineOf } from './search-engine.js';
import { findMatchInputs } from './search.repository.js';
import type { SearchingMember } from './searchers.js';

type MatchInputs = Awaited<ReturnType<typeof findMatchInputs>>;

/** Whoever asks: nobody (a visitor), or a member, who never finds themselves. */
export type Searcher = SearchingMember | undefined;

/** One page of the index's answer: who is on it, and how many match. At once: the index is in memory. */
function indexPage(ctx: AppContext, query: PreparedCriteria, page: number, pageSize: number, excludeUserId: number | undefined) {
  return searchEngineOf(ctx).index.run(query, { excludeUserId, offset: (page - 1) * pageSize, limit: pageSize });
}

/**
 * A page without the members a block separates from the searcher (either blocked the other:
 * docs/decisions/0036). Blocks are few, so they are taken off the page rather than out of the index: a page
 * may then hold fewer cards than its size.
 */
function withoutBlocked(result: { userIds: number[]; total: number }, blocked: ReadonlySet<number>) {
  if (blocked.size === 0) return result;
  const userIds = result.userIds.filter((id) => !blocked.has(id));
  return { userIds, total: Math.max(0, result.total - (result.userIds.length - userIds.length)) };
}

/** One page as result cards (the cards are in memory too). */
function resultPage(
  ctx: AppContext,
  result: { userIds: number[]; total: number },
  page: number,
  pageSize: number,
  paying: boolean,
  viewer?: CardViewer,
  decorate?: (card: ProfileCard) => void,
): SearchPage {
  const data = presentCards(result.userIds, searchEngineOf(ctx).cards, ctx.media, paying, viewer);
  if (decorate) data.forEach(decorate);
  return {
    success: true,
    data,
    total: result.total,
    page,
    pageSize,
  };
}

/**
 * A page. A member's plan, blocks and accepted partners (who still see their locked photos) come
 * with the searcher (searchers.ts), so a search makes no query at all.
 */
function answer(
  ctx: AppContext,
  query: PreparedCriteria,
  page: number,
  pageSize: number,
  searcher: Searcher,
  decorate?: (card: ProfileCard) => void,
): SearchPage {
  const result = withoutBlocked(indexPage(ctx, query, page, pageSize, searcher?.id), searcher?.blocked ?? new Set());
  const viewer = searcher && { id: searcher.id, partners: searcher.partners, seesLastActive: searcher.seesLastActive };
  return resultPage(ctx, result, page, pageSize, searcher?.clearPhotos ?? false, viewer, decorate);
}

/**
 * search: the home form and the filter panel. Only compatible stars needs a member with a star
 * of their own (401 `auth_required` for a visitor, 400 `star_first` without one).
 */
export async function searchProfiles(ctx: AppContext, criteria: SearchCriteria, searcher: Searcher): Promise<SearchPage> {
  let ownStar: Star | null = null;
  if (criteria.compatible_stars) {
    if (!searcher) throw new AppError(401, 'auth_required');
    ownStar = ((await matchInputsOf(ctx, searcher.id))?.own_star ?? null) as Star | null;
    if (!ownStar) throw new AppError(400, 'star_first');
  }
  const prepared = searchEngineOf(ctx).index.prepare(searchCriteria(criteria, todayInIndia(), ownStar));
  return answer(ctx, prepared, criteria.page, criteria.pageSize, searcher);
}

/** How many ids a walk of every match takes from the index at a time: it keeps pages this small. */
const WALK_STEP = 100;

/**
 * Every member the filter panel's criteria find for a member (never themselves; blocks are the
 * caller's to take off), in the usual order, when there are at most `limit`; only how many when
 * there are more. A saved search's alerts ask (docs/decisions/0051).
 */
export function everyMatch(
  ctx: AppContext,
  criteria: SearchCriteria,
  memberId: number,
  limit: number,
): { total: number; userIds?: number[] } {
  const prepared = searchEngineOf(ctx).index.prepare(searchCriteria(criteria));
  const first = indexPage(ctx, prepared, 1, WALK_STEP, memberId);
  if (first.total > limit) return { total: first.total };
  const userIds = [...first.userIds];
  for (let page = 2; userIds.length < first.total; page++) {
    const next = indexPage(ctx, prepared, page, WALK_STEP, memberId);
    if (next.userIds.length === 0) break;
    userIds.push(...next.userIds);
  }
  return { total: first.total, userIds };
}

/**
 * Whether a member is one the filter panel's criteria find today, asked member by member (the
 * newest members, for a saved search that finds too many to list: docs/decisions/0051).
 */
export function searchMatcher(ctx: AppContext, criteria: SearchCriteria): (userId: number) => boolean {
  const engine = searchEngineOf(ctx);
  const { gender, dobFrom, dobTo, filters = [] } = searchCriteria(criteria);
  return (userId) => {
    const card = engine.cards.get(userId);
    return (
      card !== undefined &&
      // As search: a member away for 180 days is in no list (docs/decisions/0052).
      engine.index.listed(userId) &&
      card.gender === gender &&
      card.dob >= dobFrom &&
      card.dob <= dobTo &&
      filters.every((filter) => engine.index.meets(userId, filter))
    );
  };
}

/** search by a visitor, for criteria the visitors' answers prepared: there is no plan to look up, so the answer is made at once. */
export function visitorSearch(ctx: AppContext, criteria: SearchCriteria, prepared: PreparedCriteria): SearchPage {
  const result = indexPage(ctx, prepared, criteria.page, criteria.pageSize, undefined);
  return resultPage(ctx, result, criteria.page, criteria.pageSize, false);
}

/**
 * loggedInSearch (Matches): the same engine fed by the member's partner preferences. Gender,
 * age and religion are strict; caste, marital status, height, dosam, job type and the biodata's
 * (diet, smoking, drinking, physical status, residence, education) let an unknown value pass;
 * family values and weight only count in the score (search-criteria.ts). Without saved preferences, the opposite gender of any age.
 * Cards carry the match score against the saved preferences and, when both stars are known,
 * the porutham count; the best score comes first. An empty answer suggests one widening.
 */
export async function matchesFor(
  ctx: AppContext,
  member: NonNullable<Searcher>,
  request: Pick<LoggedInSearchCriteria, 'page' | 'pageSize'> &
    Partial<Pick<LoggedInSearchCriteria, 'compatible_stars' | 'widen' | 'id_verified' | 'charts_agree' | 'sort'>>,
): Promise<SearchPage> {
  const userId = member.id;
  const compatible = request.compatible_stars === true;
  const widen = new Set<string>(request.widen ?? []);
  const idVerifiedOnly = request.id_verified === true;
  const charts = { only: request.charts_agree === true, first: request.sort === 'charts_agree' };
  const today = todayInIndia();
  const setup = matchSetup(ctx, await matchInputsOf(ctx, userId), userId, { compatible, widen, idVerifiedOnly, today, charts });
  const { prepared, gender, saved, ownStar } = setup;
  const page = answer(ctx, prepared.criteria, request.page, request.pageSize, member, setup.decorate);
  if (page.total === 0) {
    const chartsAgree = charts.only ? setup.agree : [];
    const base = { gender, saved, widen, ownStar: compatible ? ownStar : null, today, idVerifiedOnly, chartsAgree };
    prepared.widenings ??= widenings(ctx, base);
    page.widen = widenSuggestion(ctx, userId, base, prepared.widenings, 0);
  }
  return page;
}

/** What Matches read of a member (their own star and their partner preferences), kept until they change. */
async function matchInputsOf(ctx: AppContext, userId: number): Promise<MatchInputs> {
  return (await searchEngineOf(ctx).matchInputs.get(userId, () => findMatchInputs(ctx.db, userId))) as MatchInputs;
}

interface MatchChoice {
  compatible: boolean;
  widen: ReadonlySet<string>;
  idVerifiedOnly: boolean;
  today: string;
  /** "Charts agree" (docs/decisions/0079): only those, or those first. */
  charts?: { only: boolean; first: boolean };
}

/** The member's own chart's agreement values, or null without a birth time. */
function ownChartOf(inputs: MatchInputs): OwnChart | null {
  if (inputs?.own_chevvai === null || inputs?.own_chevvai === undefined) return null;
  if (inputs.own_papa === null || inputs.own_papa === undefined) return null;
  return { chevvai: inputs.own_chevvai, papa: inputs.own_papa };
}

/**
 * A member's Matches worked out: whom they look for, the prepared criteria and score items, and
 * how a card is decorated with its match score and porutham line. 400 `gender_first` without a
 * gender to look for, `star_first` for compatible stars without one's own star.
 */
function matchSetup(ctx: AppContext, inputs: MatchInputs, userId: number, choice: MatchChoice) {
  const { compatible, widen, idVerifiedOnly, today } = choice;
  const charts = choice.charts ?? { only: false, first: false };
  const preferences = inputs?.preferences_saved ? inputs : undefined;
  const details = inputs && { gender: inputs.own_gender, star: inputs.own_star, raasi: inputs.own_raasi };
  const gender = (preferences?.gender ?? oppositeGender(details?.gender)) as Gender | undefined;
  if (gender !== 'Male' && gender !== 'Female') throw new AppError(400, 'gender_first');
  const ownStar = (details?.star ?? null) as Star | null;
  if (compatible && !ownStar) {
    throw new AppError(400, 'star_first');
  }
  const ownChart = ownChartOf(inputs);
  if ((charts.only || charts.first) && !ownChart) throw new AppError(400, 'birth_time_first');
  const agree = ownChart ? chartsAgreeFilters(ownChart, gender) : [];
  const saved = savedPreferences(preferences, ownStar);
  // Worked out once per member, day and choice: a member pages through the same Matches.
  const tag = `${today}|${compatible}|${[...widen].sort().join(',')}|${idVerifiedOnly}|${charts.only}|${charts.first}`;
  const prepared = searchEngineOf(ctx).matchInputs.derived(userId, tag, () => ({
    criteria: searchEngineOf(ctx).index.prepare(
      chartsFirst(
        matchCriteria(gender, saved, widen, compatible ? ownStar : null, today, idVerifiedOnly, charts.only ? agree : []),
        charts.first ? agree : [],
      ),
    ),
    // The same filters, prepared for a card's line.
    agree: agree.map((filter) => searchEngineOf(ctx).index.prepareFilter(filter)),
    // The score's items, checked per card against the index's values (only the page's cards).
    items: scoreFilters(saved, today).map(([key, filter]) => [key, searchEngineOf(ctx).index.prepareFilter(filter)] as const),
    // The widenings an empty answer weighs, prepared on the first empty answer: a member whose
    // Matches are empty is shown that answer on every page and every visit.
    widenings: undefined as Widening[] | undefined,
  }));

  const own = { gender: details?.gender, star: ownStar, raasi: (details?.raasi ?? null) as Raasi | null };
  const decorate = (card: ProfileCard) => {
    const met = prepared.items.map(([key, filter]) => ({
      key,
      met: searchEngineOf(ctx).index.meetsPrepared(card.user_id, filter),
    }));
    card.match = { met: met.filter((i) => i.met).length, total: met.length, items: met };
    card.porutham = cardPorutham(ctx, own, card);
    card.charts_agree = chartsAgreeOf(ctx, prepared.agree, card.user_id);
  };
  return { gender, saved, ownStar, prepared, decorate, agree };
}

/**
 * Charts that agree first (docs/decisions/0079): the index orders by how many score filters a
 * profile meets, each counting one, so each of the two agreement filters is counted once more
 * than there are preferences. Whoever meets both then comes before anyone who does not, and
 * among them the best match first, as usual.
 */
function chartsFirst<C extends { score?: readonly Filter[] }>(criteria: C, agree: readonly Filter[]): C {
  if (agree.length === 0) return criteria;
  const items = criteria.score ?? [];
  const weight = items.length + 1;
  return { ...criteria, score: [...items, ...agree.flatMap((filter) => Array<Filter>(weight).fill(filter))] };
}

/**
 * A card's "charts agree": null unless both charts are known (the member's own, and the
 * profile's with its horoscope shown), so a missing chart never reads as disagreeing.
 */
function chartsAgreeOf(ctx: AppContext, agree: readonly PreparedFilter[], userId: number): boolean | null {
  const index = searchEngineOf(ctx).index;
  if (agree.length === 0 || index.valueOf(userId, 'chevvai') === null) return null;
  return agree.every((filter) => index.meetsPrepared(userId, filter));
}

/**
 * Matches as Today's matches weigh them (docs/decisions/0053): the same criteria and match
 * score, asked one profile at a time, for a walk in another order (how recently active).
 * `matches` is the index's answer to the criteria (gender aside: the caller walks one gender);
 * `score` counts the preferences met, as the cards' score does; `best` is the score of Matches'
 * first profile, which none can pass. Nothing without saved preferences: picks follow what the
 * member asked for, never a guess.
 */
export type MatchRanking =
  | { state: 'no_preferences' | 'star_first' }
  | {
      state: 'ready';
      gender: Gender;
      matches(userId: number): boolean;
      score(userId: number): number;
      best: number | undefined;
      /**
       * Visits every profile `matches` holds (the member left out), in no promised order, when
       * there are at most `max` of them; visits none and says false when there are more.
       */
      eachMatch(max: number, visit: (userId: number) => void): boolean;
    };

/** The member's Matches (saved preferences, and compatible stars if asked) as Today's matches weigh them. */
export async function matchRanking(ctx: AppContext, userId: number, compatible: boolean, today: string): Promise<MatchRanking> {
  const inputs = await matchInputsOf(ctx, userId);
  if (!inputs?.preferences_saved) return { state: 'no_preferences' };
  if (compatible && !inputs.own_star) return { state: 'star_first' };
  const { gender, saved, ownStar, prepared } = matchSetup(ctx, inputs, userId, {
    compatible,
    widen: new Set(),
    idVerifiedOnly: false,
    today,
  });
  const index = searchEngineOf(ctx).index;
  const criteria = matchCriteria(gender, saved, new Set(), compatible ? ownStar : null, today);
  // The criteria's own filters, and its date-of-birth range as one more: the index compiles each once.
  const filters = [
    { field: 'dob', op: 'range', min: dayNumber(criteria.dobFrom), max: dayNumber(criteria.dobTo) } as const,
    ...(criteria.filters ?? []),
  ].map((filter) => index.prepareFilter(filter));
  const score = (id: number) => prepared.items.reduce((n, [, item]) => n + (index.meetsPrepared(id, item) ? 1 : 0), 0);
  // Matches' first page, as the member's own Matches ask it (and keep it): its first profile has the best score.
  const [first] = index.run(prepared.criteria, { excludeUserId: userId, offset: 0, limit: LIMITS.pageSize }).userIds;
  return {
    state: 'ready',
    gender,
    matches: (id) => id !== userId && filters.every((filter) => index.meetsPrepared(id, filter)),
    score,
    best: first === undefined ? undefined : score(first),
    eachMatch: (max, visit) => {
      const all = index.matchesOf(index.prepare(criteria));
      if (all.count > max + 1) return false;
      all.each((id) => id !== userId && visit(id));
      return true;
    },
  };
}

/**
 * What today's matches offer on a day they bring nobody (docs/decisions/0063): the widening of
 * the member's Matches (saved preferences; only compatible stars if chosen for today's matches)
 * that brings the most profiles beyond those Matches hold now. Null without saved preferences,
 * or when nothing widened would bring anyone.
 */
export async function picksWidening(
  ctx: AppContext,
  userId: number,
  compatible: boolean,
  today: string,
): Promise<WidenSuggestion | null> {
  const inputs = await matchInputsOf(ctx, userId);
  if (!inputs?.preferences_saved || (compatible && !inputs.own_star)) return null;
  const widen = new Set<string>();
  const { gender, saved, ownStar, prepared } = matchSetup(ctx, inputs, userId, {
    compatible,
    widen,
    idVerifiedOnly: false,
    today,
  });
  const base = { gender, saved, widen, ownStar: compatible ? ownStar : null, today, idVerifiedOnly: false };
  prepared.widenings ??= widenings(ctx, base);
  const shown = searchEngineOf(ctx).index.run(prepared.criteria, { excludeUserId: userId, offset: 0, limit: 0 }).total;
  return widenSuggestion(ctx, userId, base, prepared.widenings, shown);
}

/**
 * These members as Matches cards for the member: search's cards and picture rules for their plan
 * and partners, each with the match score and porutham line Matches shows. Members no longer
 * searchable, or separated from the member by a block, are left out.
 */
export async function matchCards(
  ctx: AppContext,
  member: NonNullable<Searcher>,
  userIds: number[],
  compatible: boolean,
  today = todayInIndia(),
): Promise<ProfileCard[]> {
  const shown = userIds.filter((id) => !member.blocked.has(id));
  const cards = presentCards(shown, searchEngineOf(ctx).cards, ctx.media, member.clearPhotos, member);
  const inputs = await matchInputsOf(ctx, member.id);
  if (!inputs?.preferences_saved || (compatible && !inputs.own_star)) return cards;
  const { decorate } = matchSetup(ctx, inputs, member.id, {
    compatible,
    widen: new Set(),
    idVerifiedOnly: false,
    today,
  });
  cards.forEach(decorate);
  return cards;
}

/** The porutham line of a card: the woman is the bride; null unless both stars are known and the two are a woman and a man. */
function cardPorutham(
  ctx: AppContext,
  own: { gender: string | null | undefined; star: Star | null; raasi: Raasi | null },
  card: ProfileCard,
): ProfileCard['porutham'] {
  const star = searchEngineOf(ctx).index.valueOf(card.user_id, 'star') as Star | null;
  if (!own.star || !star) return null;
  const them = { gender: card.gender, star, raasi: searchEngineOf(ctx).index.valueOf(card.user_id, 'raasi') as Raasi | null };
  const pair = asBrideAndGroom({ gender: own.gender, star: own.star, raasi: own.raasi }, them);
  return pair ? poruthamLine(pair[0], pair[1]) : null;
}

/** The engine's count and verdict for a pair of stars (and raasis): at most 27 × 13 squared pairs, so each is worked out once. */
const poruthamLines = new Map<string, { matched: number; compatible: boolean }>();
function poruthamLine(bride: { star: Star; raasi: Raasi | null }, groom: { star: Star; raasi: Raasi | null }) {
  const key = `${bride.star}|${bride.raasi ?? ''}|${groom.star}|${groom.raasi ?? ''}`;
  let line = poruthamLines.get(key);
  if (!line) {
    const result = porutham(bride, groom);
    poruthamLines.set(key, (line = { matched: result.matched, compatible: result.compatible }));
  }
  return { ...line };
}

/** One widening Matches may weigh: what it relaxes, the criteria it gives (prepared) and, for a range, the new range. */
interface Widening {
  field: WidenChoice;
  criteria: PreparedCriteria;
  range?: { min: number; max: number };
}

/** What an empty Matches widens from: whom the member looks for, and what this search already relaxed. */
interface WidenBase {
  gender: Gender;
  /** "Only charts that agree", kept through every widening (it is no preference). */
  chartsAgree?: readonly Filter[];
  saved: ReturnType<typeof savedPreferences>;
  widen: ReadonlySet<string>;
  ownStar: Star | null;
  today: string;
  idVerifiedOnly: boolean;
}

/** The base's criteria with these relaxed too (unscored: only counted). */
function relaxedCriteria(ctx: AppContext, base: WidenBase, relax: Iterable<WidenChoice>): PreparedCriteria {
  const wider = new Set(base.widen);
  let star = base.ownStar;
  for (const choice of relax) {
    if (choice === 'compatible_stars') star = null;
    else wider.add(choice);
  }
  const criteria = matchCriteria(base.gender, base.saved, wider, star, base.today, base.idVerifiedOnly, base.chartsAgree);
  return searchEngineOf(ctx).index.prepare({ ...criteria, score: undefined });
}

/**
 * The further widenings of an empty Matches: each preference set and not yet widened, and
 * turning "only compatible stars" off.
 */
function widenings(ctx: AppContext, base: WidenBase): Widening[] {
  const found: Widening[] = [];
  for (const field of WIDEN_FIELDS) {
    if (base.widen.has(field) || !widenable(base.saved, field)) continue;
    const wider = new Set(base.widen).add(field);
    const range =
      field === 'age' ? matchAges(base.saved, wider) : field === 'height' ? matchHeights(base.saved, wider)! : undefined;
    found.push({ field, criteria: relaxedCriteria(ctx, base, [field]), ...(range ? { range } : {}) });
  }
  if (base.ownStar) found.push({ field: 'compatible_stars', criteria: relaxedCriteria(ctx, base, ['compatible_stars']) });
  return found;
}

/**
 * The preference that shuts out the most profiles, as the widening that brings back the most
 * beyond the `shown` the member already has (counted now, without the member). When no single
 * widening brings anyone, the fewest preferences widened together that do (`also`), so an empty
 * Matches always has a way on while anything at all can be found; null when nothing can.
 */
function widenSuggestion(
  ctx: AppContext,
  userId: number,
  base: WidenBase,
  candidates: readonly Widening[],
  shown: number,
): WidenSuggestion | null {
  const count = (criteria: PreparedCriteria) =>
    searchEngineOf(ctx).index.run(criteria, { excludeUserId: userId, offset: 0, limit: 0 }).total;
  let best: WidenSuggestion | null = null;
  for (const { field, criteria, range } of candidates) {
    const more = count(criteria) - shown;
    if (more > 0 && (!best || more > best.more)) best = { field, more, ...(range ? { range } : {}) };
  }
  return (
    best ??
    widenTogether(
      candidates.map((c) => c.field),
      shown,
      (relax) => count(relaxedCriteria(ctx, base, relax)),
    )
  );
}

/**
 * Several widenings at once: everything open widened, then each preference kept again while
 * something is still found, the least limiting first (the one that, alone kept, leaves the most).
 * Named first is the one that shuts out the most: the fewest left with it alone kept.
 */
function widenTogether(
  open: readonly WidenChoice[],
  shown: number,
  countWith: (relax: readonly WidenChoice[]) => number,
): WidenSuggestion | null {
  if (open.length < 2 || countWith(open) <= shown) return null;
  const leftWhenKept = new Map(open.map((kept) => [kept, countWith(open.filter((f) => f !== kept))]));
  let widened = [...open];
  for (const kept of [...open].sort((a, b) => leftWhenKept.get(b)! - leftWhenKept.get(a)!)) {
    const fewer = widened.filter((f) => f !== kept);
    if (fewer.length > 0 && countWith(fewer) > shown) widened = fewer;
  }
  const [field, ...also] = widened.sort((a, b) => leftWhenKept.get(a)! - leftWhenKept.get(b)!);
  return { field: field!, more: countWith(widened) - shown, also };
}
