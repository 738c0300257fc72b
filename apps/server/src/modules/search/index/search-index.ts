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
 */
import { cacheKey, filterKey, pageKeyOf } from './cache-key.js';
import { Columns, DOB_BIAS } from './columns.js';
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
import { countMatches, walkPage, walkScoredPage } from './row-loops.js';

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

export class SearchIndex {
  private readonly columns = new Columns();
  private readonly genders: Record<Gender, GenderIndex>;
  private members = 0;
  private readonly kept = new KeptResults(this.columns);
  private readonly predicates = new PredicateCompiler(this.columns);

  constructor() {
    this.genders = { Male: new GenderIndex(), Female: new GenderIndex() };
  }

  get size(): number {
    return this.members;
  }

  has(userId: number): boolean {
    return (this.columns.genderOf[userId] ?? 0) !== 0;
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
    this.members = 0;
    return {
      add: (p) => {
        if (p.userId >= columns.genderOf.length) columns.growTo(p.userId + 1024);
        if (columns.genderOf[p.userId] !== 0) return; // fed twice: the first stands
        columns.write(p.userId, columns.encode(p));
        columns.genderOf[p.userId] = p.gender === 'Male' ? 1 : 2;
        staged[p.gender].push(p.userId);
      },
      finish: () => {
        this.kept.clear();
        for (const gender of ['Male', 'Female'] as const) {
          this.genders[gender] = GenderIndex.build(staged[gender], columns);
          this.members += staged[gender].length;
        }
      },
    };
  }

  /**
   * Adds or replaces a profile. A profile whose searched fields are unchanged (most profile
   * edits touch other fields, and a change is often read twice) changes nothing, so the pages
   * and answers made from this gender stay valid.
   */
  upsert(p: IndexedProfile): void {
    const columns = this.columns;
    const values = columns.encode(p);
    const g = p.gender === 'Male' ? 1 : 2;
    if (p.userId < columns.genderOf.length && columns.genderOf[p.userId] === g && columns.unchanged(p.userId, values)) return;
    this.remove(p.userId);
    columns.growTo(p.userId + 1);
    columns.write(p.userId, values);
    columns.genderOf[p.userId] = g;
    this.genders[p.gender].add(p.userId, columns);
    this.members += 1;
    this.kept.adjust(p.gender, p.userId, +1);
  }

  remove(userId: number): void {
    const g = this.columns.genderOf[userId] ?? 0;
    if (g === 0) return;
    const gender: Gender = g === 1 ? 'Male' : 'Female';
    // The columns still hold the member's values: the partitions and the totals find them by those.
    this.kept.adjust(gender, userId, -1);
    this.genders[gender].remove(userId, this.columns);
    this.columns.genderOf[userId] = 0;
    this.members -= 1;
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
