/**
 * Totals of searches already asked (and, for Matches, the count per match score), kept and
 * adjusted on every change, so a repeated search costs a page walk, not a count; and the pages
 * walked, kept until a change moves them. At a million members someone edits a profile every
 * second or so, so a change retires only the pages it can move: those of searches it matches
 * (before or after), where it ranks at or before the page's last card, and a short last page
 * (docs/decisions/0008-search-index.md, its point on which change retires which kept page).
 */
import type { Columns } from './columns.js';
import type { Gender } from './fields.js';
import { passesAll, scoreOf, type Predicate } from './predicates.js';

/** A kept total: the criteria as predicates, and the counts, adjusted on every change. */
export interface KeptTotal {
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

/** How many distinct searches keep their totals, and how many pages are kept (least recently used are forgotten). */
const TOTALS_KEPT = 20_000;
const PAGES_KEPT = 20_000;

/** The kept totals and pages of one index, least recently used first out. */
export class KeptResults {
  private readonly totals = new Map<string, KeptTotal>();
  private readonly pages = new Map<string, KeptPage>();
  /** The last stamp given to a kept total; never goes back, so an answer never meets a stamp it was not made under. */
  private stamps = 0;

  constructor(private readonly columns: Columns) {}

  /** Forgets everything (the index was loaded afresh). */
  clear(): void {
    this.totals.clear();
    this.pages.clear();
  }

  /**
   * Keeps every kept total exact: a change counts in each search it matches (and in its score).
   * It retires that search's pages it can move: those whose last card it ranks at or before, and
   * short last pages. Called with the member's old values (removed) and again with the new ones
   * (added), so a move from one place in the order to another is seen at both.
   */
  adjust(gender: Gender, userId: number, delta: number): void {
    const dob = this.columns.byField.dob.data[userId]!;
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

  /** The kept total of these criteria, moved to the recent end; undefined when there is none. */
  total(key: string): KeptTotal | undefined {
    const kept = this.totals.get(key);
    if (kept) {
      // Least recently used first out: a hit moves to the end.
      this.totals.delete(key);
      this.totals.set(key, kept);
    }
    return kept;
  }

  /** Keeps a total counted now (loDay and hiDay: the date-of-birth range as stored). */
  keepTotal(
    key: string,
    gender: Gender,
    loDay: number,
    hiDay: number,
    preds: Predicate[],
    score: Predicate[],
    total: number,
    buckets: Int32Array,
  ): KeptTotal {
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

  /** A copy of the kept page under this key, if it was kept with this total (moved to the recent end). */
  page(key: string, total: KeptTotal): number[] | undefined {
    const kept = this.pages.get(key);
    if (!kept || kept.total !== total) return undefined;
    // Least recently used first out: a hit moves to the end.
    this.pages.delete(key);
    this.pages.set(key, kept);
    return kept.userIds.slice();
  }

  /** Keeps a walked page with its search, and where its last card ranks. */
  keepPage(key: string, total: KeptTotal, userIds: number[], limit: number): void {
    const last = userIds[userIds.length - 1]!;
    this.pages.delete(key);
    this.pages.set(key, {
      total,
      userIds: userIds.slice(),
      full: userIds.length === limit,
      lastScore: total.score.length ? scoreOf(total.score, last) : 0,
      lastDob: this.columns.byField.dob.data[last]!,
      lastUser: last,
    });
    total.pages.add(key);
    if (this.pages.size > PAGES_KEPT) {
      const [oldest, page] = this.pages.entries().next().value!;
      this.pages.delete(oldest);
      page.total.pages.delete(oldest);
    }
  }
}
