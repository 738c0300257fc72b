/**
 * An in-memory index of searchable profiles: a derived cache of the database, rebuilt at start
 * and kept current (docs/decisions/0008-search-index.md). This is the index's front: the service,
 * the engine and the rest of the app use this class and the types exported here, never the parts.
 *
 * - Every searched field is one typed column indexed by user id (columns.ts).
 * - Each gender's members are kept sorted by date of birth, then user id, whole and again per
 *   value of the selective fields (partitions.ts), each entry with a row of one byte per field
 *   that the counting loops and page walks read in order (row-loops.ts).
 * - A filter is data (criteria.ts), compiled once into a predicate and a 256-entry table
 *   (predicates.ts); one key names a search in every cache (cache-key.ts).
 * - Totals of searches already asked, and the pages walked, are kept and adjusted on every
 *   change (kept-results.ts).
 * - A member away too long (LAST_ACTIVE_RULES.dormantAfterDays India days) stays in the columns
 *   (`has`) but leaves every partition (`listed` is false), so no search walks or counts them;
 *   the first use on a new India day takes out those the calendar made too old
 *   (docs/decisions/0052).
 */
import { activeEnoughToList, indiaDayOf, indiaDayStart } from '@inai/shared';
import { cacheKey, filterKey, pageKeyOf } from './cache-key.js';
import { activeDayCode, Columns, DOB_BIAS } from './columns.js';
export { papaCode } from './columns.js';
import {
  dayNumber,
  type Filter,
  type IndexCriteria,
  type IndexQuery,
  type IndexResult,
  type PageQuery,
  type PreparedCriteria,
  type PreparedFilter,
} from './criteria.js';
import { PARTITIONED, type CodedField, type Gender, type IndexedProfile } from './fields.js';
import { KeptResults } from './kept-results.js';
import { GenderIndex, NOBODY, type Partition } from './partitions.js';
import { PredicateCompiler, passes, passesAll, scoreOf, type Predicate } from './predicates.js';
import { countMatches, eachMatchIn, walkPage, walkScoredPage } from './row-loops.js';

export { cacheKey, pageKeyOf } from './cache-key.js';
export {
  dayNumber,
  type Filter,
  type IndexCriteria,
  type IndexQuery,
  type IndexResult,
  type PageQuery,
  type PreparedCriteria,
  type PreparedFilter,
} from './criteria.js';
export {
  CODED_FIELDS,
  NUMERIC_FIELDS,
  type CodedField,
  type Field,
  type Gender,
  type IndexedProfile,
  type NumericField,
} from './fields.js';

const DAY_MS = 86_400_000;

export class SearchIndex {
  private readonly columns = new Columns();
  private readonly genders: Record<Gender, GenderIndex>;
  private members = 0;
  private readonly kept = new KeptResults(this.columns);
  private readonly predicates = new PredicateCompiler(this.columns);
  /** The India day the partitions were listed for, and its bounds (ms). */
  private today = 0;
  private dayStarts = 0;
  private dayEnds = 0;

  /** `clock`: the time now in ms (tests move it); it says which India day it is. */
  constructor(private readonly clock: () => number = () => Date.now()) {
    this.genders = { Male: new GenderIndex(), Female: new GenderIndex() };
    this.setDay(clock());
  }

  /** The searchable members, listed or not. */
  get size(): number {
    return this.members;
  }

  /** Whether a member is searchable (verified, with a profile, in good standing), however long away. */
  has(userId: number): boolean {
    return (this.columns.genderOf[userId] ?? 0) !== 0;
  }

  /** Whether a member is shown in lists: searchable, and active within LAST_ACTIVE_RULES.dormantAfterDays India days. */
  listed(userId: number): boolean {
    this.catchUp();
    return this.has(userId) && this.columns.listed[userId] === 1;
  }

  /** A member's value of a field as the index holds it (null when unknown or not indexed). */
  valueOf(userId: number, field: CodedField): string | null {
    if (!this.has(userId)) return null;
    return this.columns.valueOf(userId, field);
  }

  /** Whether an indexed member meets a filter. */
  meets(userId: number, filter: Filter): boolean {
    return this.meetsPrepared(userId, this.prepareFilter(filter));
  }

  /** Replaces the whole content with these profiles. */
  load(profiles: Iterable<IndexedProfile>): void {
    const loader = this.loader();
    for (const p of profiles) loader.add(p);
    loader.finish();
  }

  /**
   * Replaces the whole content, fed one profile at a time (at start-up, batch by batch from the
   * database): columns are written as profiles come, then each gender's partitions are built at
   * once (GenderIndex.build), instead of a million ordered inserts.
   */
  loader(): { add(p: IndexedProfile): void; finish(): void } {
    const staged: Record<Gender, number[]> = { Male: [], Female: [] };
    const columns = this.columns;
    columns.genderOf.fill(0);
    columns.listed.fill(0);
    this.members = 0;
    this.setDay(this.clock());
    return {
      add: (p) => {
        if (p.userId >= columns.genderOf.length) columns.growTo(p.userId + 1024);
        if (columns.genderOf[p.userId] !== 0) return; // fed twice: the first stands
        columns.write(p.userId, columns.encode(p));
        columns.genderOf[p.userId] = p.gender === 'Male' ? 1 : 2;
        const day = activeDayCode(p.lastActiveDay);
        columns.activeDay[p.userId] = day;
        if (this.listedOn(day)) {
          columns.listed[p.userId] = 1;
          staged[p.gender].push(p.userId);
        }
        this.members += 1;
      },
      finish: () => {
        this.kept.clear();
        for (const gender of ['Male', 'Female'] as const) this.genders[gender] = GenderIndex.build(staged[gender], columns);
      },
    };
  }

  /**
   * Adds or replaces a profile. A profile whose searched fields are unchanged (most profile
   * edits touch other fields, and a change is often read twice) changes nothing, so the pages
   * and answers made from this gender stay valid; nor does a new last-active day that leaves
   * the member listed as they were (a member's first visit of the day).
   */
  upsert(p: IndexedProfile): void {
    this.catchUp();
    const columns = this.columns;
    const values = columns.encode(p);
    const g = p.gender === 'Male' ? 1 : 2;
    const day = activeDayCode(p.lastActiveDay);
    const listed = this.listedOn(day) ? 1 : 0;
    if (
      p.userId < columns.genderOf.length &&
      columns.genderOf[p.userId] === g &&
      columns.listed[p.userId] === listed &&
      columns.unchanged(p.userId, values)
    ) {
      columns.activeDay[p.userId] = day;
      return;
    }
    this.remove(p.userId);
    columns.growTo(p.userId + 1);
    columns.write(p.userId, values);
    columns.genderOf[p.userId] = g;
    columns.activeDay[p.userId] = day;
    columns.listed[p.userId] = listed;
    this.members += 1;
    if (listed === 0) return;
    this.genders[p.gender].add(p.userId, columns);
    this.kept.adjust(p.gender, p.userId, +1);
  }

  remove(userId: number): void {
    const g = this.columns.genderOf[userId] ?? 0;
    if (g === 0) return;
    const gender: Gender = g === 1 ? 'Male' : 'Female';
    if (this.columns.listed[userId] === 1) {
      // The columns still hold the member's values: the partitions and the totals find them by those.
      this.kept.adjust(gender, userId, -1);
      this.genders[gender].remove(userId, this.columns);
    }
    this.columns.listed[userId] = 0;
    this.columns.genderOf[userId] = 0;
    this.members -= 1;
  }

  /** Whether a member last active on this day (0: unknown) is listed today. */
  private listedOn(day: number): boolean {
    return day === 0 || activeEnoughToList(day, this.today);
  }

  private setDay(now: number): void {
    this.today = indiaDayOf(now);
    this.dayStarts = Date.parse(indiaDayStart(this.today));
    this.dayEnds = this.dayStarts + DAY_MS;
  }

  /**
   * On the first use of a new India day (a comparison on every other), lists the members again
   * for it: those the calendar took past LAST_ACTIVE_RULES.dormantAfterDays leave their
   * partitions, one pass per partition for all of them, and the kept totals and pages, made
   * for yesterday's ages anyway, are dropped. A clock put back (tests) lists members again.
   * Every read and write asks; the engine's poll too, so the work is seldom a search's.
   */
  catchUp(): void {
    const now = this.clock();
    if (now >= this.dayStarts && now < this.dayEnds) return;
    this.setDay(now);
    const { genderOf, activeDay, listed } = this.columns;
    const gone: Record<Gender, number[]> = { Male: [], Female: [] };
    const back: number[] = [];
    for (let u = 0; u < genderOf.length; u++) {
      const g = genderOf[u]!;
      if (g === 0) continue;
      const want = this.listedOn(activeDay[u]!) ? 1 : 0;
      if (want === listed[u]) continue;
      listed[u] = want;
      if (want === 1) back.push(u);
      else gone[g === 1 ? 'Male' : 'Female'].push(u);
    }
    if (gone.Male.length + gone.Female.length + back.length === 0) return;
    const marked = new Uint8Array(genderOf.length);
    for (const gender of ['Male', 'Female'] as const) {
      if (gone[gender].length === 0) continue;
      for (const u of gone[gender]) marked[u] = 1;
      this.genders[gender].removeMany(gone[gender], marked, this.columns);
    }
    for (const u of back) this.genders[genderOf[u] === 1 ? 'Male' : 'Female'].add(u, this.columns);
    this.kept.clear();
  }

  /**
   * Criteria worked out once: their key and their predicates. A caller that asks the same
   * criteria again (a member's Matches, page after page) keeps this and passes it to `run`;
   * it never goes stale, since predicates hold codes and codes are never reused.
   */
  prepare(criteria: IndexCriteria): PreparedCriteria {
    const filterKeys = (criteria.filters ?? []).map(filterKey);
    const scoreKeys = (criteria.score ?? []).map(filterKey);
    return {
      gender: criteria.gender,
      loDay: dayNumber(criteria.dobFrom) + DOB_BIAS,
      hiDay: dayNumber(criteria.dobTo) + DOB_BIAS,
      preds: filterKeys.map((k, i) => this.predicates.compiled(k, criteria.filters![i]!)),
      score: scoreKeys.map((k, i) => this.predicates.compiled(k, criteria.score![i]!)),
      key: cacheKey(criteria, undefined, filterKeys.sort(), scoreKeys.sort()),
    };
  }

  /** A filter worked out once, for `meetsPrepared` (the match score's items, card after card). */
  prepareFilter(filter: Filter): PreparedFilter {
    return this.predicates.compiled(filterKey(filter), filter);
  }

  /** Whether a profile meets a prepared filter (an unknown value meets it only if the filter lets it pass). */
  meetsPrepared(userId: number, filter: PreparedFilter): boolean {
    return this.has(userId) && passes(filter, userId);
  }

  /** The exact number of matches (without the searcher) and one page of them. */
  query(q: IndexQuery): IndexResult {
    return this.run(this.prepare(q), q);
  }

  /** `query` for prepared criteria. */
  run(prepared: PreparedCriteria, q: PageQuery): IndexResult {
    const { gender, score } = prepared;
    const { part, lo, hi, rest, kept } = this.locate(prepared);
    let total = kept.total;
    const buckets = score.length ? kept.buckets.slice() : kept.buckets;

    // The searcher, if among the matches, is taken out.
    const exclude = q.excludeUserId ?? -1;
    let excludedAt = -1;
    if (exclude >= 0 && this.columns.genderOf[exclude] === (gender === 'Male' ? 1 : 2)) {
      const at = part.lowerBound(this.columns.byField.dob.data[exclude]!, exclude);
      if (at >= lo && at < hi && part.user[at] === exclude && passesAll(rest, exclude)) {
        excludedAt = at;
        total -= 1;
        if (score.length) buckets[scoreOf(score, exclude)]! -= 1;
      }
    }
    const end = Math.min(q.offset + q.limit, total);
    if (q.offset >= end) return { total, userIds: [] }; // a page past the end costs nothing

    const pageKey = pageKeyOf(prepared.key, { offset: q.offset, limit: q.limit, excludeUserId: exclude });
    const keptPage = this.kept.page(pageKey, kept);
    if (keptPage) return { total, userIds: keptPage };
    const userIds = score.length
      ? walkScoredPage(part, lo, hi, rest, score, buckets, excludedAt, q.offset, end)
      : this.walk(part, lo, hi, rest, excludedAt, q.offset, end);
    this.kept.keepPage(pageKey, kept, userIds, q.limit);
    return { total, userIds };
  }

  /**
   * How many members the criteria match (the searcher among them, if they match), and a way to
   * visit each of them, in no promised order and without keeping a page: for a caller that weighs
   * every match itself (today's matches choosing among a member's few Matches), and may decline a
   * large set by its count before walking it.
   */
  matchesOf(prepared: PreparedCriteria): { count: number; each(visit: (userId: number) => void): void } {
    const { part, lo, hi, rest, kept } = this.locate(prepared);
    return { count: kept.total, each: (visit) => eachMatchIn(part, lo, hi, rest, visit) };
  }

  /** A page in the usual order; a method of its own so that tests can tell a walk from a kept page. */
  private walk(part: Partition, lo: number, hi: number, rest: Predicate[], excludedAt: number, offset: number, end: number) {
    return walkPage(part, lo, hi, rest, excludedAt, offset, end);
  }

  /**
   * A number that moves on whenever the answer to these criteria may change (which members
   * match, in which order, how many): an answer made from them holds while it is the same.
   */
  stampOf(prepared: PreparedCriteria): number {
    return this.locate(prepared).kept.stamp;
  }

  /**
   * Where the matches are: the smallest partition that holds them all (a strict equality on a
   * partitioned field), the slice of the age range, the filters left to check there, and the
   * kept total (counted now when this search was not asked lately).
   */
  private locate(prepared: PreparedCriteria) {
    this.catchUp();
    const { gender, loDay, hiDay, preds, score, key } = prepared;
    const index = this.genders[gender];
    let part = index.all;
    let partPred: Predicate | undefined;
    for (const p of preds) {
      if (p.kind !== 0 || p.unknown || !PARTITIONED.includes(p.field as CodedField)) continue;
      // A filter for a value nobody (of this gender) has yet matches nobody.
      const candidate = index.partition(p.field as CodedField, p.a, false) ?? NOBODY;
      if (candidate.length < part.length) {
        part = candidate;
        partPred = p;
      }
      if (part.length === 0) break;
    }
    // Within a value's partition that filter always holds: what is left to check.
    const rest = partPred ? preds.filter((p) => p !== partPred) : preds;
    const lo = part.lowerBound(loDay, -Infinity);
    const hi = Math.max(lo, part.lowerBound(hiDay + 1, -Infinity)); // an empty range when dobTo < dobFrom
    let kept = this.kept.total(key);
    if (!kept) {
      const buckets = new Int32Array(score.length ? score.length + 1 : 0);
      const total = rest.length === 0 && score.length === 0 ? hi - lo : countMatches(part, lo, hi, rest, score, buckets);
      kept = this.kept.keepTotal(key, gender, loDay, hiDay, preds, score, total, buckets);
    }
    return { part, lo, hi, rest, kept };
  }
}
