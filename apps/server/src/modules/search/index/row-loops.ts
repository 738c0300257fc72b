/**
 * Every loop over a partition's rows: the counting loops every first total runs (and a deep
 * page's skip), and the page walks. This is the hottest code of search and its shape is
 * deliberate (docs/decisions/0008-search-index.md, its point on cheaper first counts): each counting loop
 * does only the loads its search needs and calls nothing, so V8 keeps it optimised for every
 * search; a new shape of search belongs in the general loop, not in a fast one.
 */
import * as layout from './fields.js';
import type { Partition } from './partitions.js';
import * as predicates from './predicates.js';
import type { Predicate } from './predicates.js';

// Module-own copies of what the loops read per entry. V8 folds a module's own constants (and its
// own constant functions) into an optimised loop, but reads an imported or exported binding
// through its cell, with a check, each time (`lo * STRIDE` stays a multiplication); so these
// loops read no binding another module exports, and export nothing they read themselves. With
// these copies the fast loops compile to the same machine code as when the index was one file.
const STRIDE = layout.STRIDE;
const WORDS = STRIDE / 4;
const ESCAPE = layout.ESCAPE;
const { FAILS, PASSES, ASK_COLUMN, test, passes } = predicates;
/** Which end of a 32-bit word a row's first byte lands in, for the mask-and-compare. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A table every byte passes: stands in for a tabled filter a search does not have. */
const ALL_PASS = new Uint8Array(256).fill(PASSES);

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
  /**
   * When the one filter checked one by one reads a column of bytes (a diet, a residence: the
   * fields kept out of the rows), that column and the filter's table, for countColumn.
   */
  cd: Uint8Array | null;
  tc: Uint8Array;
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
  const only = generic.length === 1 ? generic[0]! : null;
  const byteColumn = only?.slot === -2 && only.table !== null && only.col.data instanceof Uint8Array;
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
    cd: byteColumn ? (only.col.data as Uint8Array) : null,
    tc: byteColumn ? only.table! : ALL_PASS,
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
  if (score.length === 0 && c.slots.length <= 2 && (c.generic.length === 0 || c.cd !== null)) {
    const fast =
      c.cd !== null
        ? countColumn(part, lo, hi, c)
        : c.slots.length === 0
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

/** A first total: how many entries of [lo, hi) pass `rest`, and their count per score into `buckets`. */
export function countMatches(
  part: Partition,
  lo: number,
  hi: number,
  rest: readonly Predicate[],
  score: readonly Predicate[],
  buckets: Int32Array,
): number {
  return countInto(part, lo, hi, checkOf(rest), score, buckets);
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

/**
 * countInto for the masks, up to two tabled filters (ALL_PASS stands in for one not there) and
 * one filter on a column of bytes, read by user id: the column is a byte per member, so the
 * lookups stay in the processor's cache. -1 as countTabled1.
 */
function countColumn(part: Partition, lo: number, hi: number, c: Check): number {
  const w = part.words;
  const rows = part.rows;
  const users = part.user;
  const { m0, m1, m2, v0, v1, v2, t0, t1, s0, s1, tc } = c;
  const cd = c.cd!;
  let total = 0;
  let seen = 0;
  for (let i = lo, b = lo * WORDS, r = lo * STRIDE; i < hi; i++, b += WORDS, r += STRIDE) {
    if ((((w[b]! & m0) ^ v0) | ((w[b + 1]! & m1) ^ v1) | ((w[b + 2]! & m2) ^ v2)) !== 0) continue;
    const x = t0[rows[r + s0]!]!;
    const y = t1[rows[r + s1]!]!;
    total += x & y & tc[cd[users[i]!]!]! & PASSES;
    seen |= x | y;
  }
  return (seen & ASK_COLUMN) === 0 ? total : -1;
}

/** Entries a deep page's walk counts at a time before the page (the rest of the walk looks at each). */
const SKIP_BLOCK = 1024;
/** The buckets of a count without a score. */
const NO_BUCKETS = new Int32Array(0);

/** Calls `visit` with every member of the slice that passes `rest`, in the slice's order. */
export function eachMatchIn(part: Partition, lo: number, hi: number, rest: Predicate[], visit: (userId: number) => void): void {
  const check = checkOf(rest);
  const users = part.user;
  for (let i = lo; i < hi; i++) if (matchesAt(check, part, i)) visit(users[i]!);
}

/**
 * One page, walking from the youngest end and skipping non-matches and the searcher (at
 * `excludedAt`, or -1), until `end` matches have been seen. When every entry matches but the
 * searcher, the walk jumps straight to the page.
 */
export function walkPage(
  part: Partition,
  lo: number,
  hi: number,
  rest: Predicate[],
  excludedAt: number,
  offset: number,
  end: number,
): number[] {
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
export function walkScoredPage(
  part: Partition,
  lo: number,
  hi: number,
  rest: Predicate[],
  score: Predicate[],
  buckets: Int32Array,
  excludedAt: number,
  offset: number,
  end: number,
): number[] {
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
