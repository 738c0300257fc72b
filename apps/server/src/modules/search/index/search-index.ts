/**
 * An in-memory index of searchable profiles: a derived cache of the database, rebuilt at start
 * and kept current (docs/decisions/0008-search-index.md).
 *
 * - Every searched field is one typed column indexed by user id (like card-store.ts): small
 *   integer codes from dictionaries that grow as values appear (no fixed limit; 0 is "unknown"),
 *   or numbers (height in inches, weight in kg; 0 is unknown).
 * - Each gender's members are kept as user ids sorted by date of birth, then user id: an age range
 *   is a binary-searched slice. Besides the whole gender, there is one such partition per value
 *   of the selective fields (religion, caste, state, city, star, marital status, mother tongue),
 *   so a selective filter walks the few who have the value, not everyone of that age.
 * - A filter is data: equals, in a set, or within a range, and whether an unknown value passes.
 * - Totals of searches already asked (and, for Matches, the count per match score) are kept and
 *   adjusted on every change, so a repeated search costs a page walk, not a count. Pages walked
 *   are kept too, and a change retires only the pages it moves: those of searches it matches
 *   (before or after), where it ranks at or before the page's last card (docs/decisions/0008).
 */
import type { Gender } from '@inai/shared';

export type { Gender };

/** Fields searched by value: codes from a dictionary. */
export const CODED_FIELDS = [
  'religion',
  'caste',
  'state',
  'city',
  'marital_status',
  'mother_tongue',
  'star',
  'raasi',
  'dosam',
  'job_type',
  // Issue 14: 'yes' for a member whose government ID an operator approved. Kept in its column
  // only (not in the partition rows: they stay 12 bytes), read by user id when filtered on.
  'id_verified',
] as const;
export type CodedField = (typeof CODED_FIELDS)[number];
/** Fields searched by range: height (inches), weight (kg), date of birth (a day number: for match scores). */
export const NUMERIC_FIELDS = ['height', 'weight', 'dob'] as const;
export type NumericField = (typeof NUMERIC_FIELDS)[number];
export type Field = CodedField | NumericField;
const ALL_FIELDS: readonly Field[] = [...CODED_FIELDS, ...NUMERIC_FIELDS];

/** The fields with a partition per value: the selective equality filters. */
const PARTITIONED: readonly CodedField[] = ['religion', 'caste', 'state', 'city', 'star'];

/**
 * Each partition entry carries a copy of the member's values, one byte per field, so a walk
 * reads memory in order instead of jumping to each member's columns. A value too large for a
 * byte (the 255th city onwards) is stored as ESCAPE and read from the column.
 */
const ROW_FIELDS: readonly (CodedField | 'height' | 'weight')[] = [
  ...CODED_FIELDS.filter((f) => f !== 'id_verified'),
  'height',
  'weight',
];
const STRIDE = 12; // ROW_FIELDS.length, a whole number of 32-bit words
const WORDS = STRIDE / 4;
const ESCAPE = 255;
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

export interface IndexedProfile {
  userId: number;
  gender: Gender;
  /** YYYY-MM-DD. */
  dob: string;
  religion: string | null;
  caste: string | null;
  state: string | null;
  city: string | null;
  marital_status?: string | null;
  mother_tongue?: string | null;
  star?: string | null;
  raasi?: string | null;
  dosam?: string | null;
  job_type?: string | null;
  /** 'yes' when an operator approved the member's ID (issue 14); null otherwise. */
  id_verified?: string | null;
  /** Inches; null when unknown. */
  height?: number | null;
  /** Kilograms; null when unknown. */
  weight?: number | null;
}

/**
 * One condition on one field. `unknownPasses`: whether a profile that has no value for the
 * field passes (Matches' softer preferences); by default it does not.
 */
export type Filter =
  | { field: CodedField; op: 'eq'; value: string; unknownPasses?: boolean }
  | { field: CodedField; op: 'in'; values: readonly string[]; unknownPasses?: boolean }
  | { field: NumericField; op: 'range'; min: number; max: number; unknownPasses?: boolean };

/** What a search asks, before paging. */
export interface IndexCriteria {
  gender: Gender;
  /** Inclusive date-of-birth bounds, YYYY-MM-DD. */
  dobFrom: string;
  dobTo: string;
  filters?: readonly Filter[];
  /**
   * Matches: order by how many of these a profile meets (unknown never meets), most first, then
   * as usual. Each counts one.
   */
  score?: readonly Filter[];
}

/** Which page of an answer, and for whom. */
export interface PageQuery {
  /** Never in the results (the searcher). */
  excludeUserId?: number | undefined;
  offset: number;
  limit: number;
}

export interface IndexQuery extends IndexCriteria, PageQuery {}

/** Criteria as the index works them out (SearchIndex.prepare): opaque to callers, who only keep them. */
export interface PreparedCriteria {
  readonly gender: Gender;
  readonly loDay: number;
  readonly hiDay: number;
  readonly preds: Predicate[];
  readonly score: Predicate[];
  readonly key: string;
}

/** A filter as the index works it out (SearchIndex.prepareFilter). */
export type PreparedFilter = Predicate;

export interface IndexResult {
  total: number;
  /** Best score first (when scored), then youngest first, then the most recently joined (highest id). */
  userIds: number[];
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

const normalFilter = (f: Filter) =>
  f.op === 'eq'
    ? [f.field, 'eq', f.value, !!f.unknownPasses]
    : f.op === 'in'
      ? [f.field, 'in', [...new Set(f.values)].sort(), !!f.unknownPasses]
      : [f.field, 'range', f.min, f.max, !!f.unknownPasses];
/** One filter's part of a key: the same for the same condition, whatever the order of its values. */
const filterKey = (f: Filter) => JSON.stringify(normalFilter(f));
const sortedFilters = (filters: readonly Filter[] | undefined) => (filters ?? []).map(filterKey).sort();

/**
 * The one key of every cache built on a search: the kept totals (criteria alone), the kept
 * pages (with the page and the searcher) and the visitors' kept answers (with the page).
 * Two criteria that must answer the same get the same key, whatever the order of their filters.
 */
export function cacheKey(
  criteria: IndexCriteria,
  page?: { offset: number; limit: number; excludeUserId?: number | undefined },
  filterKeys = sortedFilters(criteria.filters),
  scoreKeys = sortedFilters(criteria.score),
): string {
  const base = JSON.stringify([
    criteria.gender,
    criteria.dobFrom,
    criteria.dobTo,
    filterKeys,
    scoreKeys.length ? scoreKeys : null,
  ]);
  return page ? pageKeyOf(base, page) : base;
}

/** A prepared criteria's key with a page (and the searcher) added: the same as `cacheKey` with that page. */
export function pageKeyOf(base: string, page: { offset: number; limit: number; excludeUserId?: number | undefined }): string {
  return `${base}|${page.offset}|${page.limit}|${page.excludeUserId ?? -1}`;
}

/** Small integer codes for the values of one field; 0 is "none". No limit: codes grow as values appear. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [''];
  code(value: string | null | undefined): number {
    if (!value) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }
  value(code: number): string | null {
    return code === 0 ? null : (this.values[code] ?? null);
  }
  get size(): number {
    return this.values.length;
  }
}

type Codes = Uint8Array | Uint16Array | Uint32Array | Int32Array;

/**
 * One field of every member, by user id. Starts as bytes and widens itself when a value needs
 * more (a 256th caste, a 65,536th city), so no dictionary has a fixed limit.
 */
class Column {
  data: Codes;
  /** The largest value the current array holds. */
  private max: number;
  constructor(size: number, signed = false) {
    this.data = signed ? new Int32Array(size) : new Uint8Array(size);
    this.max = signed ? 0x7fffffff : 0xff;
  }
  set(userId: number, value: number): void {
    if (value > this.max) this.widen(value);
    this.data[userId] = value;
  }
  private widen(value: number): void {
    const wider = value > 0xffff ? new Uint32Array(this.data.length) : new Uint16Array(this.data.length);
    wider.set(this.data);
    this.data = wider;
    this.max = value > 0xffff ? 0xffffffff : 0xffff;
  }
  grow(size: number): void {
    if (size <= this.data.length) return;
    const make = this.data.constructor as new (n: number) => Codes;
    const grown = new make(size);
    grown.set(this.data);
    this.data = grown;
  }
}

/** Stored dates of birth are shifted to be positive, so that 0 can mean "absent". */
const DOB_BIAS = 100_000;

/** A filter made ready for the walk: the column, what to compare, whether unknown passes. */
interface Predicate {
  col: Column;
  field: Field;
  /** Where the field sits in a partition's rows; -1 for the date of birth (kept apart), -2 for a field read from its column. */
  slot: number;
  /** 0 equals `a`, 1 in `set`, 2 within a..b. */
  kind: 0 | 1 | 2;
  a: number;
  b: number;
  set: Uint8Array | null;
  unknown: boolean;
  /** For a field in the rows: what each byte value means for this filter (tableOf). */
  table: Uint8Array | null;
}

function test(p: Predicate, v: number): boolean {
  if (v === 0) return p.unknown;
  return p.kind === 0 ? v === p.a : p.kind === 1 ? p.set![v] === 1 : v >= p.a && v <= p.b;
}

/** A member's value of the predicate's field, read from the partition's entry i. */
function valueAt(p: Predicate, part: Partition, i: number): number {
  if (p.slot === -1) return part.dob[i]!;
  if (p.slot === -2) return p.col.data[part.user[i]!]!;
  const v = part.rows[i * STRIDE + p.slot]!;
  return v === ESCAPE ? p.col.data[part.user[i]!]! : v;
}

function passesAt(preds: readonly Predicate[], part: Partition, i: number): boolean {
  for (let k = 0; k < preds.length; k++) if (!test(preds[k]!, valueAt(preds[k]!, part, i))) return false;
  return true;
}

function scoreAt(preds: readonly Predicate[], part: Partition, i: number): number {
  let s = 0;
  for (let k = 0; k < preds.length; k++) if (test(preds[k]!, valueAt(preds[k]!, part, i))) s++;
  return s;
}

/**
 * A query's remaining filters, made ready for a walk: the strict equalities on values that fit a
 * byte become one mask-and-compare per 32-bit word of the row (the filters are still data; this
 * is how they run). The other filters on a row's byte (a range, a set, an equality that lets
 * unknown pass) are looked up in their 256-entry tables; only the date of birth and the fields
 * kept out of the rows are checked one by one.
 */
interface Check {
  /** The masks and the values they must give, one per 32-bit word of the row. */
  m0: number;
  m1: number;
  m2: number;
  v0: number;
  v1: number;
  v2: number;
  /** The tabled filters, and where each one's byte sits in a row. */
  tabled: Predicate[];
  slots: Int32Array;
  generic: Predicate[];
  /** The first two tabled filters' tables and slots, for countTabled1 and 2 (ALL_PASS and slot 0 when absent). */
  t0: Uint8Array;
  t1: Uint8Array;
  s0: number;
  s1: number;
}

/** A table entry: the value fails, passes, or is ESCAPE (too large for a byte): ask the column. */
const FAILS = 0;
const PASSES = 1;
const ASK_COLUMN = 2;

/** A table every byte passes: stands in for a tabled filter a search does not have. */
const ALL_PASS = new Uint8Array(256).fill(PASSES);

/** A filter on a row byte as a lookup table: what each byte value means for it. */
function tableOf(p: Predicate): Uint8Array {
  const table = new Uint8Array(256);
  for (let v = 0; v < ESCAPE; v++) table[v] = test(p, v) ? PASSES : FAILS;
  table[ESCAPE] = ASK_COLUMN;
  return table;
}

function checkOf(preds: readonly Predicate[]): Check {
  const masks = new Int32Array(WORDS);
  const values = new Int32Array(WORDS);
  const tabled: Predicate[] = [];
  const generic: Predicate[] = [];
  for (const p of preds) {
    const word = p.slot >> 2;
    const shift = LITTLE_ENDIAN ? (p.slot & 3) * 8 : (3 - (p.slot & 3)) * 8;
    // A second equality on the same field is tabled (it can only narrow further).
    if (p.kind === 0 && !p.unknown && p.slot >= 0 && p.a > 0 && p.a < ESCAPE && (masks[word]! & (0xff << shift)) === 0) {
      masks[word]! |= 0xff << shift;
      values[word]! |= p.a << shift;
    } else if (p.slot >= 0) tabled.push(p);
    else generic.push(p);
  }
  const slots = Int32Array.from(tabled, (p) => p.slot);
  return {
    m0: masks[0]!,
    m1: masks[1]!,
    m2: masks[2]!,
    v0: values[0]!,
    v1: values[1]!,
    v2: values[2]!,
    tabled,
    slots,
    generic,
    t0: tabled[0]?.table ?? ALL_PASS,
    t1: tabled[1]?.table ?? ALL_PASS,
    s0: tabled[0]?.slot ?? 0,
    s1: tabled[1]?.slot ?? 0,
  };
}

/** Whether entry i passes the tabled filters (from its row byte, or its column when the byte is ESCAPE). */
function tabledAt(c: Check, part: Partition, i: number): boolean {
  const rows = part.rows;
  const base = i * STRIDE;
  for (let k = 0; k < c.slots.length; k++) {
    const verdict = c.tabled[k]!.table![rows[base + c.slots[k]!]!]!;
    if (verdict === PASSES) continue;
    if (verdict === FAILS || !passes(c.tabled[k]!, part.user[i]!)) return false;
  }
  return true;
}

function matchesAt(c: Check, part: Partition, i: number): boolean {
  const w = part.words;
  const b = i * WORDS;
  if ((((w[b]! & c.m0) ^ c.v0) | ((w[b + 1]! & c.m1) ^ c.v1) | ((w[b + 2]! & c.m2) ^ c.v2)) !== 0) return false;
  return (c.slots.length === 0 || tabledAt(c, part, i)) && (c.generic.length === 0 || passesAt(c.generic, part, i));
}

/**
 * The matches in [lo, hi) of a partition (and their count per score): the loop every first
 * total runs. Most searches have no score, no filter checked one by one and at most two tabled
 * filters: they take one of three small loops, which V8 keeps tight (each table lookup is a
 * load that depends on the row's byte, so a loop does only the lookups its search needs). The
 * rest take the general loop.
 */
function countInto(part: Partition, lo: number, hi: number, c: Check, score: readonly Predicate[], buckets: Int32Array): number {
  if (score.length === 0 && c.generic.length === 0 && c.slots.length <= 2) {
    const fast =
      c.slots.length === 0
        ? countMasked(part, lo, hi, c)
        : c.slots.length === 1
          ? countTabled1(part, lo, hi, c)
          : countTabled2(part, lo, hi, c);
    if (fast >= 0) return fast;
  }
  const w = part.words;
  const { m0, m1, m2, v0, v1, v2 } = c;
  const tabled = c.slots.length !== 0;
  const generic = c.generic;
  const scored = score.length > 0;
  let total = 0;
  for (let i = lo, b = lo * WORDS; i < hi; i++, b += WORDS) {
    if ((((w[b]! & m0) ^ v0) | ((w[b + 1]! & m1) ^ v1) | ((w[b + 2]! & m2) ^ v2)) !== 0) continue;
    if (tabled && !tabledAt(c, part, i)) continue;
    if (generic.length !== 0 && !passesAt(generic, part, i)) continue;
    total++;
    if (scored) buckets[scoreAt(score, part, i)]! += 1;
  }
  return total;
}

/** countInto for the masks alone. */
function countMasked(part: Partition, lo: number, hi: number, c: Check): number {
  const w = part.words;
  const { m0, m1, m2, v0, v1, v2 } = c;
  let total = 0;
  for (let b = lo * WORDS, end = hi * WORDS; b < end; b += WORDS) {
    if ((((w[b]! & m0) ^ v0) | ((w[b + 1]! & m1) ^ v1) | ((w[b + 2]! & m2) ^ v2)) === 0) total++;
  }
  return total;
}

/**
 * countInto for the masks and one tabled filter; -1 when a byte was ESCAPE (a value too large
 * for a byte, rare), for the general loop to ask the column: the loop itself never calls out.
 */
function countTabled1(part: Partition, lo: number, hi: number, c: Check): number {
  const w = part.words;
  const rows = part.rows;
  const { m0, m1, m2, v0, v1, v2, t0, s0 } = c;
  let total = 0;
  let seen = 0;
  for (let b = lo * WORDS, r = lo * STRIDE, end = hi * WORDS; b < end; b += WORDS, r += STRIDE) {
    if ((((w[b]! & m0) ^ v0) | ((w[b + 1]! & m1) ^ v1) | ((w[b + 2]! & m2) ^ v2)) !== 0) continue;
    const verdict = t0[rows[r + s0]!]!;
    total += verdict & PASSES;
    seen |= verdict;
  }
  return (seen & ASK_COLUMN) === 0 ? total : -1;
}

/** countInto for the masks and two tabled filters; -1 as countTabled1. */
function countTabled2(part: Partition, lo: number, hi: number, c: Check): number {
  const w = part.words;
  const rows = part.rows;
  const { m0, m1, m2, v0, v1, v2, t0, t1, s0, s1 } = c;
  let total = 0;
  let seen = 0;
  for (let b = lo * WORDS, r = lo * STRIDE, end = hi * WORDS; b < end; b += WORDS, r += STRIDE) {
    if ((((w[b]! & m0) ^ v0) | ((w[b + 1]! & m1) ^ v1) | ((w[b + 2]! & m2) ^ v2)) !== 0) continue;
    const x = t0[rows[r + s0]!]!;
    const y = t1[rows[r + s1]!]!;
    total += x & y & PASSES;
    seen |= x | y;
  }
  return (seen & ASK_COLUMN) === 0 ? total : -1;
}

/** The same, read from the member's columns (for one member: a change, the searcher). */
function passes(p: Predicate, userId: number): boolean {
  return test(p, p.col.data[userId]!);
}

function passesAll(preds: readonly Predicate[], userId: number): boolean {
  for (let k = 0; k < preds.length; k++) if (!passes(preds[k]!, userId)) return false;
  return true;
}

function scoreOf(preds: readonly Predicate[], userId: number): number {
  let s = 0;
  for (let k = 0; k < preds.length; k++) if (passes(preds[k]!, userId)) s++;
  return s;
}

/**
 * One gender's members (or those of one value), sorted by date of birth, then user id: the user
 * id, the date of birth (biased) and a row of one byte per field for each.
 */
class Partition {
  length = 0;
  user: Int32Array;
  dob: Int32Array;
  rows: Uint8Array;
  /** The same rows as 32-bit words, for the mask-and-compare. */
  words: Int32Array;
  constructor(capacity = 64) {
    this.user = new Int32Array(capacity);
    this.dob = new Int32Array(capacity);
    this.rows = new Uint8Array(capacity * STRIDE);
    this.words = new Int32Array(this.rows.buffer);
  }

  private ensureCapacity(size: number): void {
    if (size <= this.user.length) return;
    const capacity = Math.max(size, 64, this.user.length * 2);
    const user = new Int32Array(capacity);
    user.set(this.user.subarray(0, this.length));
    const dob = new Int32Array(capacity);
    dob.set(this.dob.subarray(0, this.length));
    const rows = new Uint8Array(capacity * STRIDE);
    rows.set(this.rows.subarray(0, this.length * STRIDE));
    this.user = user;
    this.dob = dob;
    this.rows = rows;
    this.words = new Int32Array(rows.buffer);
  }

  /** First position whose (dob, user) is not less than the given pair (dob as stored, biased). */
  lowerBound(dob: number, user: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const d = this.dob[mid]!;
      if (d < dob || (d === dob && this.user[mid]! < user)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(dob: number, user: number, row: Uint8Array): void {
    this.ensureCapacity(this.length + 1);
    const at = this.lowerBound(dob, user);
    this.user.copyWithin(at + 1, at, this.length);
    this.dob.copyWithin(at + 1, at, this.length);
    this.rows.copyWithin((at + 1) * STRIDE, at * STRIDE, this.length * STRIDE);
    this.user[at] = user;
    this.dob[at] = dob;
    this.rows.set(row, at * STRIDE);
    this.length += 1;
  }

  /** Appends entry i of another partition (building in order). */
  pushFrom(from: Partition, i: number): void {
    const j = this.length++;
    this.user[j] = from.user[i]!;
    this.dob[j] = from.dob[i]!;
    this.rows.set(from.rows.subarray(i * STRIDE, (i + 1) * STRIDE), j * STRIDE);
  }

  /** Removes the entry; false if it was not there. */
  remove(dob: number, user: number): boolean {
    const at = this.lowerBound(dob, user);
    if (at >= this.length || this.user[at] !== user) return false;
    this.user.copyWithin(at, at + 1, this.length);
    this.dob.copyWithin(at, at + 1, this.length);
    this.rows.copyWithin(at * STRIDE, (at + 1) * STRIDE, this.length * STRIDE);
    this.length -= 1;
    return true;
  }
}

/** A kept total: the criteria as predicates, and the counts, adjusted on every change. */
interface KeptTotal {
  gender: Gender;
  lo: number;
  hi: number;
  preds: Predicate[];
  score: Predicate[];
  total: number;
  /** Matches per score (index = how many score filters met); empty without a score. */
  buckets: Int32Array;
  /** Moves on with every change that counts in these criteria: an answer made under it holds while it is the same. */
  stamp: number;
  /** The keys of this search's kept pages. */
  pages: Set<string>;
}

/** A kept page, and where its last card ranks (score, date of birth as stored, user id). */
interface KeptPage {
  total: KeptTotal;
  userIds: number[];
  /** As long as asked: a change ranked after the last card cannot move it. A short last page can gain one. */
  full: boolean;
  lastScore: number;
  lastDob: number;
  lastUser: number;
}

/** Whether a member (score s, dob d, user u) comes at or before a page's last card: best score, then youngest, then highest id first. */
function atOrBeforeLast(page: KeptPage, s: number, d: number, u: number): boolean {
  if (s !== page.lastScore) return s > page.lastScore;
  if (d !== page.lastDob) return d > page.lastDob;
  return u >= page.lastUser;
}

/** An empty partition: where a search for a value nobody has looks. */
const NOBODY = new Partition(0);

/** Entries a deep page's walk counts at a time before the page (the rest of the walk looks at each). */
const SKIP_BLOCK = 1024;
/** The buckets of a count without a score. */
const NO_BUCKETS = new Int32Array(0);

/** How many distinct searches keep their totals, and how many pages are kept (least recently used are forgotten). */
const TOTALS_KEPT = 20_000;
const PAGES_KEPT = 20_000;

const partitionKey = (field: CodedField, code: number) => PARTITIONED.indexOf(field) * 4_294_967_296 + code;

class GenderIndex {
  all = new Partition(1024);
  /** Keyed by partitionKey(field, code). */
  byValue = new Map<number, Partition>();

  partition(field: CodedField, code: number, create: boolean): Partition | undefined {
    const key = partitionKey(field, code);
    let part = this.byValue.get(key);
    if (!part && create) this.byValue.set(key, (part = new Partition()));
    return part;
  }
}

export class SearchIndex {
  private readonly dictionaries = Object.fromEntries(CODED_FIELDS.map((f) => [f, new Dictionary()])) as Record<
    CodedField,
    Dictionary
  >;
  // By user id: 0 = absent, 1 = Male, 2 = Female; then one column per field.
  private genderOf = new Uint8Array(1024);
  private readonly columns = Object.fromEntries(ALL_FIELDS.map((f) => [f, new Column(1024, f === 'dob')])) as Record<
    Field,
    Column
  >;
  private readonly genders: Record<Gender, GenderIndex>;
  private members = 0;
  private readonly totals = new Map<string, KeptTotal>();
  // Pages already walked. A change retires only the pages it can move (adjustTotals): at a
  // million members someone edits a profile every second, and retiring every page of their
  // gender each time would leave almost no page kept.
  private readonly pages = new Map<string, KeptPage>();
  /** The last stamp given to a kept total; never goes back, so an answer never meets a stamp it was not made under. */
  private stamps = 0;
  private readonly predicates = new Map<string, Predicate>();

  constructor() {
    this.genders = { Male: new GenderIndex(), Female: new GenderIndex() };
  }

  /** A member's row of one byte per field, from their columns. */
  private rowOf(userId: number, into: Uint8Array = new Uint8Array(STRIDE), at = 0): Uint8Array {
    for (let k = 0; k < STRIDE; k++) {
      const v = this.columns[ROW_FIELDS[k]!].data[userId]!;
      into[at + k] = v >= ESCAPE ? ESCAPE : v;
    }
    return into;
  }

  get size(): number {
    return this.members;
  }

  has(userId: number): boolean {
    return (this.genderOf[userId] ?? 0) !== 0;
  }

  /** A member's value of a field as the index holds it (null when unknown or not indexed). */
  valueOf(userId: number, field: CodedField): string | null {
    if (!this.has(userId)) return null;
    return this.dictionaries[field].value(this.columns[field].data[userId]!);
  }

  /** Whether an indexed member meets a filter. */
  meets(userId: number, filter: Filter): boolean {
    return this.meetsPrepared(userId, this.prepareFilter(filter));
  }

  private growTo(size: number): void {
    if (size <= this.genderOf.length) return;
    const capacity = Math.max(size, this.genderOf.length * 2);
    const gender = new Uint8Array(capacity);
    gender.set(this.genderOf);
    this.genderOf = gender;
    for (const col of Object.values(this.columns)) col.grow(capacity);
  }

  /** The stored numbers of a profile, field by field (dob biased). */
  private encode(p: IndexedProfile): number[] {
    const values: number[] = [];
    for (const f of CODED_FIELDS) values.push(this.dictionaries[f].code(p[f]));
    values.push(clampByte(p.height), clampByte(p.weight), dayNumber(p.dob) + DOB_BIAS);
    return values;
  }

  private write(userId: number, values: number[]): void {
    for (let k = 0; k < ALL_FIELDS.length; k++) this.columns[ALL_FIELDS[k]!].set(userId, values[k]!);
  }

  private unchanged(userId: number, values: number[]): boolean {
    for (let k = 0; k < ALL_FIELDS.length; k++) if (this.columns[ALL_FIELDS[k]!].data[userId] !== values[k]) return false;
    return true;
  }

  /** Replaces the whole content with these profiles. */
  load(profiles: Iterable<IndexedProfile>): void {
    const loader = this.loader();
    for (const p of profiles) loader.add(p);
    loader.finish();
  }

  /**
   * Replaces the whole content, fed one profile at a time (at start-up, batch by batch from the
   * database): columns are written as profiles come, then each gender is sorted once on a numeric
   * key (date of birth above, user id below), instead of a million ordered inserts.
   */
  loader(): { add(p: IndexedProfile): void; finish(): void } {
    const staged: Record<Gender, number[]> = { Male: [], Female: [] };
    this.genderOf.fill(0);
    this.members = 0;
    return {
      add: (p) => {
        if (p.userId >= this.genderOf.length) this.growTo(p.userId + 1024);
        if (this.genderOf[p.userId] !== 0) return; // fed twice: the first stands
        this.write(p.userId, this.encode(p));
        this.genderOf[p.userId] = p.gender === 'Male' ? 1 : 2;
        staged[p.gender].push(p.userId);
      },
      finish: () => {
        this.totals.clear();
        this.pages.clear();
        const dobs = this.columns.dob.data;
        for (const gender of ['Male', 'Female'] as const) {
          const ids = staged[gender];
          const n = ids.length;
          // (dob + bias) · 2^32 + user id: exact in a double, and sorts exactly as (dob, user).
          const keys = new Float64Array(n);
          for (let i = 0; i < n; i++) keys[i] = dobs[ids[i]!]! * 4_294_967_296 + ids[i]!;
          keys.sort();
          const index = new GenderIndex();
          const all = new Partition(n + 1024);
          for (let j = 0; j < n; j++) {
            const u = keys[j]! % 4_294_967_296;
            all.user[j] = u;
            all.dob[j] = dobs[u]!;
            this.rowOf(u, all.rows, j * STRIDE);
          }
          all.length = n;
          index.all = all;
          this.buildValuePartitions(index);
          this.genders[gender] = index;
          this.members += n;
        }
      },
    };
  }

  /** The value partitions from `all` (already in order), each sized exactly. */
  private buildValuePartitions(index: GenderIndex): void {
    const all = index.all;
    for (const field of PARTITIONED) {
      const col = this.columns[field].data;
      const sizes = new Map<number, number>();
      for (let i = 0; i < all.length; i++) {
        const c = col[all.user[i]!]!;
        if (c !== 0) sizes.set(c, (sizes.get(c) ?? 0) + 1);
      }
      const parts = new Map<number, Partition>();
      for (const [code, size] of sizes) {
        const part = new Partition(size + 16);
        parts.set(code, part);
        index.byValue.set(partitionKey(field, code), part);
      }
      for (let i = 0; i < all.length; i++) {
        const c = col[all.user[i]!]!;
        if (c !== 0) parts.get(c)!.pushFrom(all, i);
      }
    }
  }

  /**
   * Adds or replaces a profile. A profile whose searched fields are unchanged (most profile
   * edits touch other fields, and a change is often read twice) changes nothing, so the pages
   * and answers made from this gender stay valid.
   */
  upsert(p: IndexedProfile): void {
    const values = this.encode(p);
    const g = p.gender === 'Male' ? 1 : 2;
    if (p.userId < this.genderOf.length && this.genderOf[p.userId] === g && this.unchanged(p.userId, values)) return;
    this.remove(p.userId);
    this.growTo(p.userId + 1);
    this.write(p.userId, values);
    this.genderOf[p.userId] = g;
    const index = this.genders[p.gender];
    const dob = this.columns.dob.data[p.userId]!;
    const row = this.rowOf(p.userId);
    index.all.insert(dob, p.userId, row);
    for (const field of PARTITIONED) {
      const code = this.columns[field].data[p.userId]!;
      if (code !== 0) index.partition(field, code, true)!.insert(dob, p.userId, row);
    }
    this.members += 1;
    this.adjustTotals(p.gender, p.userId, +1);
  }

  remove(userId: number): void {
    const g = this.genderOf[userId] ?? 0;
    if (g === 0) return;
    const gender: Gender = g === 1 ? 'Male' : 'Female';
    // The columns still hold the member's values: the partitions and the totals find them by those.
    this.adjustTotals(gender, userId, -1);
    const index = this.genders[gender];
    const dob = this.columns.dob.data[userId]!;
    index.all.remove(dob, userId);
    for (const field of PARTITIONED) {
      const code = this.columns[field].data[userId]!;
      if (code !== 0) index.partition(field, code, false)?.remove(dob, userId);
    }
    this.genderOf[userId] = 0;
    this.members -= 1;
  }

  /**
   * Keeps every kept total exact: a change counts in each search it matches (and in its score).
   * It retires that search's pages it can move: those whose last card it ranks at or before, and
   * short last pages. Called with the member's old values (removed) and again with the new ones
   * (added), so a move from one place in the order to another is seen at both.
   */
  private adjustTotals(gender: Gender, userId: number, delta: number): void {
    const dob = this.columns.dob.data[userId]!;
    for (const t of this.totals.values()) {
      if (t.gender !== gender || dob < t.lo || dob > t.hi || !passesAll(t.preds, userId)) continue;
      t.total += delta;
      t.stamp = ++this.stamps;
      const s = t.score.length ? scoreOf(t.score, userId) : 0;
      if (t.score.length) t.buckets[s]! += delta;
      for (const key of t.pages) {
        const page = this.pages.get(key);
        if (page && page.full && !atOrBeforeLast(page, s, dob, userId)) continue;
        this.pages.delete(key);
        t.pages.delete(key);
      }
    }
  }

  /** A filter's predicate, made once: predicates never go stale (codes are never reused). */
  private compiled(key: string, f: Filter): Predicate {
    let p = this.predicates.get(key);
    if (!p) {
      if (this.predicates.size >= 20_000) this.predicates.clear();
      this.predicates.set(key, (p = this.predicate(f)));
    }
    return p;
  }

  /** A filter as a predicate. Values nobody has yet get their code now, so a kept total stays right when one appears. */
  private predicate(f: Filter): Predicate {
    const p = this.untabled(f);
    if (p.slot >= 0) p.table = tableOf(p);
    return p;
  }

  /** The predicate's test, without its table. */
  private untabled(f: Filter): Predicate {
    const unknown = !!f.unknownPasses;
    const col = this.columns[f.field];
    if (f.op === 'range') {
      const bias = f.field === 'dob' ? DOB_BIAS : 0;
      return {
        col,
        field: f.field,
        slot: slotOf(f.field),
        kind: 2,
        a: f.min + bias,
        b: f.max + bias,
        set: null,
        unknown,
        table: null,
      };
    }
    const dictionary = this.dictionaries[f.field];
    const values = f.op === 'eq' ? [f.value] : [...new Set(f.values)];
    const slot = slotOf(f.field);
    if (values.length === 1)
      return { col, field: f.field, slot, kind: 0, a: dictionary.code(values[0]!), b: 0, set: null, unknown, table: null };
    const codes = values.map((v) => dictionary.code(v));
    const set = new Uint8Array(Math.max(...codes, 0) + 1);
    for (const c of codes) set[c] = 1;
    return { col, field: f.field, slot, kind: 1, a: 0, b: 0, set, unknown, table: null };
  }

  /**
   * Criteria worked out once: their key and their predicates. A caller that asks the same
   * criteria again (a member's Matches, page after page) keeps this and passes it to `query`;
   * it never goes stale, since predicates hold codes and codes are never reused.
   */
  prepare(criteria: IndexCriteria): PreparedCriteria {
    const filterKeys = (criteria.filters ?? []).map(filterKey);
    const scoreKeys = (criteria.score ?? []).map(filterKey);
    return {
      gender: criteria.gender,
      loDay: dayNumber(criteria.dobFrom) + DOB_BIAS,
      hiDay: dayNumber(criteria.dobTo) + DOB_BIAS,
      preds: filterKeys.map((k, i) => this.compiled(k, criteria.filters![i]!)),
      score: scoreKeys.map((k, i) => this.compiled(k, criteria.score![i]!)),
      key: cacheKey(criteria, undefined, filterKeys.sort(), scoreKeys.sort()),
    };
  }

  /** A filter worked out once, for `meetsPrepared` (the match score's items, card after card). */
  prepareFilter(filter: Filter): PreparedFilter {
    return this.compiled(filterKey(filter), filter);
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
    if (exclude >= 0 && this.genderOf[exclude] === (gender === 'Male' ? 1 : 2)) {
      const at = part.lowerBound(this.columns.dob.data[exclude]!, exclude);
      if (at >= lo && at < hi && part.user[at] === exclude && passesAll(rest, exclude)) {
        excludedAt = at;
        total -= 1;
        if (score.length) buckets[scoreOf(score, exclude)]! -= 1;
      }
    }
    const end = Math.min(q.offset + q.limit, total);
    if (q.offset >= end) return { total, userIds: [] }; // a page past the end costs nothing

    const pageKey = pageKeyOf(prepared.key, { offset: q.offset, limit: q.limit, excludeUserId: exclude });
    const keptPage = this.pages.get(pageKey);
    if (keptPage && keptPage.total === kept) {
      // Least recently used first out: a hit moves to the end.
      this.pages.delete(pageKey);
      this.pages.set(pageKey, keptPage);
      return { total, userIds: keptPage.userIds.slice() };
    }
    const userIds = score.length
      ? this.walkScored(part, lo, hi, rest, score, buckets, excludedAt, q.offset, end)
      : this.walk(part, lo, hi, rest, excludedAt, q.offset, end);
    this.keepPage(pageKey, kept, userIds, q.limit);
    return { total, userIds };
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
   * kept total.
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
    const kept = this.keptTotal(key, gender, part, lo, hi, preds, rest, score, loDay, hiDay);
    return { part, lo, hi, rest, kept };
  }

  /** Keeps a walked page with its search, and where its last card ranks. */
  private keepPage(key: string, total: KeptTotal, userIds: number[], limit: number): void {
    const last = userIds[userIds.length - 1]!;
    this.pages.delete(key);
    this.pages.set(key, {
      total,
      userIds: userIds.slice(),
      full: userIds.length === limit,
      lastScore: total.score.length ? scoreOf(total.score, last) : 0,
      lastDob: this.columns.dob.data[last]!,
      lastUser: last,
    });
    total.pages.add(key);
    if (this.pages.size > PAGES_KEPT) {
      const [oldest, page] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      page.total.pages.delete(oldest);
    }
  }

  /**
   * One page, walking from the youngest end and skipping non-matches and the searcher (at
   * `excludedAt`, or -1), until `end` matches have been seen. When every entry matches but the
   * searcher, the walk jumps straight to the page.
   */
  private walk(part: Partition, lo: number, hi: number, rest: Predicate[], excludedAt: number, offset: number, end: number) {
    const check = checkOf(rest);
    const users = part.user;
    const userIds: number[] = [];
    let seen = 0;
    let i = hi - 1;
    if (rest.length === 0) {
      i = hi - 1 - offset;
      if (excludedAt >= i) i -= 1; // the searcher was among the skipped
      seen = offset;
    } else if (offset > 0) {
      // A deep page: whole blocks before it are counted with the counting loops, not walked.
      while (i + 1 - SKIP_BLOCK >= lo) {
        const from = i + 1 - SKIP_BLOCK;
        const n = countInto(part, from, i + 1, check, [], NO_BUCKETS) - (excludedAt >= from && excludedAt <= i ? 1 : 0);
        if (seen + n > offset) break;
        seen += n;
        i = from - 1;
      }
    }
    for (; i >= lo && seen < end; i--) {
      if (i === excludedAt || !matchesAt(check, part, i)) continue;
      if (seen >= offset) userIds.push(users[i]!);
      seen++;
    }
    return userIds;
  }

  /**
   * One page of a scored search: best score first, then youngest first. With the count per
   * score known, a match's rank is the number of better-scored matches plus its place among its
   * own score: one walk in the usual order fills the page and stops when it is full.
   */
  private walkScored(
    part: Partition,
    lo: number,
    hi: number,
    rest: Predicate[],
    score: Predicate[],
    buckets: Int32Array,
    excludedAt: number,
    offset: number,
    end: number,
  ) {
    const check = checkOf(rest);
    const levels = buckets.length;
    const before = new Int32Array(levels); // matches scoring higher than each level
    for (let s = levels - 2; s >= 0; s--) before[s] = before[s + 1]! + buckets[s + 1]!;
    // Levels entirely before or after the page need no work beyond the skip.
    const seen = new Int32Array(levels);
    const page = new Array<number>(end - offset);
    let filled = 0;
    const users = part.user;
    for (let i = hi - 1; i >= lo && filled < page.length; i--) {
      if (i === excludedAt || !matchesAt(check, part, i)) continue;
      const s = scoreAt(score, part, i);
      const rank = before[s]! + seen[s]!++;
      if (rank >= offset && rank < end) {
        page[rank - offset] = users[i]!;
        filled++;
      }
    }
    return page;
  }

  /** The kept total of these criteria (moved to the recent end), or a count made now and kept. */
  private keptTotal(
    key: string,
    gender: Gender,
    part: Partition,
    lo: number,
    hi: number,
    preds: Predicate[],
    rest: Predicate[],
    score: Predicate[],
    loDay: number,
    hiDay: number,
  ): KeptTotal {
    const kept = this.totals.get(key);
    if (kept) {
      // Least recently used first out: a hit moves to the end.
      this.totals.delete(key);
      this.totals.set(key, kept);
      return kept;
    }
    const buckets = new Int32Array(score.length ? score.length + 1 : 0);
    const total = rest.length === 0 && score.length === 0 ? hi - lo : countInto(part, lo, hi, checkOf(rest), score, buckets);
    const made: KeptTotal = {
      gender,
      lo: loDay,
      hi: hiDay,
      preds,
      score,
      total,
      buckets,
      stamp: ++this.stamps,
      pages: new Set(),
    };
    this.totals.set(key, made);
    if (this.totals.size > TOTALS_KEPT) {
      // A forgotten total takes its pages with it: they are kept only while it is kept exact.
      const [oldest, forgotten] = this.totals.entries().next().value!;
      this.totals.delete(oldest);
      for (const page of forgotten.pages) this.pages.delete(page);
    }
    return made;
  }
}

/** A height or weight as a byte: 0 is unknown (and never ESCAPE). */
function clampByte(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return 0;
  return Math.max(1, Math.min(ESCAPE - 1, Math.round(value)));
}

/** Where a field sits in a partition row; -1 for the date of birth, -2 for a field only in its column. */
function slotOf(field: Field): number {
  if (field === 'dob') return -1;
  const slot = ROW_FIELDS.indexOf(field as CodedField | 'height' | 'weight');
  return slot < 0 ? -2 : slot;
}
