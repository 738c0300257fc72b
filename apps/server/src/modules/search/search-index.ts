/**
 * An in-memory index of searchable profiles: a derived cache of the database, rebuilt at start
 * and kept current (docs/decisions/0008-search-index.md). Each gender is a set of parallel typed
 * arrays sorted by date of birth, then user id: an age range is a binary-searched slice. The
 * other filters (religion, caste, state, city) are packed into one 32-bit code per profile, so a
 * filter is one mask-and-compare. Totals of searches already asked are kept and adjusted on
 * every change, so a repeated search costs a page walk, not a count, and is always exact.
 */

export type Gender = 'Male' | 'Female';

export interface IndexedProfile {
  userId: number;
  gender: Gender;
  /** YYYY-MM-DD. */
  dob: string;
  religion: string | null;
  caste: string | null;
  state: string | null;
  city: string | null;
}

export interface IndexQuery {
  gender: Gender;
  /** Inclusive date-of-birth bounds, YYYY-MM-DD. */
  dobFrom: string;
  dobTo: string;
  religion?: string | null;
  caste?: string | null;
  state?: string | null;
  city?: string | null;
  /** Never in the results (the searcher). */
  excludeUserId?: number;
  offset: number;
  limit: number;
}

export interface IndexResult {
  total: number;
  /** Youngest first, then the most recently joined (highest id). */
  userIds: number[];
}

/** Days since 1970-01-01 of a YYYY-MM-DD date. */
export function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
}

// Bit fields of the packed code: religion 4 bits, caste 6, state 6, city 16.
const FIELDS = { religion: [0, 4], caste: [4, 6], state: [10, 6], city: [16, 16] } as const;
type Field = keyof typeof FIELDS;

/** Small integer codes for the values of one field; 0 is "none". */
class Dictionary {
  private readonly codes = new Map<string, number>();
  constructor(private readonly bits: number) {}
  code(value: string | null): number {
    if (!value) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size + 1;
      // Values are checked against the option lists before they are saved, so this is a bug guard.
      if (code >= 1 << this.bits) throw new Error(`search index: too many distinct values for a ${this.bits}-bit field`);
      this.codes.set(value, code);
    }
    return code;
  }
  /** The code of a value, or -1 if no profile has it. */
  lookup(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

class Partition {
  length = 0;
  dob: Int32Array;
  user: Int32Array;
  codes: Uint32Array;

  constructor(capacity = 1024) {
    this.dob = new Int32Array(capacity);
    this.user = new Int32Array(capacity);
    this.codes = new Uint32Array(capacity);
  }

  ensureCapacity(size: number): void {
    if (size <= this.dob.length) return;
    const capacity = Math.max(size, this.dob.length * 2);
    const dob = new Int32Array(capacity);
    dob.set(this.dob.subarray(0, this.length));
    const user = new Int32Array(capacity);
    user.set(this.user.subarray(0, this.length));
    const codes = new Uint32Array(capacity);
    codes.set(this.codes.subarray(0, this.length));
    this.dob = dob;
    this.user = user;
    this.codes = codes;
  }

  /** First position whose (dob, user) is not less than the given pair. */
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

  insert(dob: number, user: number, code: number): void {
    this.ensureCapacity(this.length + 1);
    const at = this.lowerBound(dob, user);
    this.dob.copyWithin(at + 1, at, this.length);
    this.user.copyWithin(at + 1, at, this.length);
    this.codes.copyWithin(at + 1, at, this.length);
    this.dob[at] = dob;
    this.user[at] = user;
    this.codes[at] = code;
    this.length += 1;
  }

  /** Appends an entry that sorts after every present one (building in order). */
  push(dob: number, user: number, code: number): void {
    this.ensureCapacity(this.length + 1);
    this.dob[this.length] = dob;
    this.user[this.length] = user;
    this.codes[this.length] = code;
    this.length += 1;
  }

  /** Removes the entry and returns its code, or undefined if it was not there. */
  remove(dob: number, user: number): number | undefined {
    const at = this.lowerBound(dob, user);
    if (at >= this.length || this.dob[at] !== dob || this.user[at] !== user) return undefined;
    const code = this.codes[at]!;
    this.dob.copyWithin(at, at + 1, this.length);
    this.user.copyWithin(at, at + 1, this.length);
    this.codes.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    return code;
  }
}

interface CachedTotal {
  gender: Gender;
  lo: number;
  hi: number;
  mask: number;
  value: number;
  total: number;
}

/** How many distinct searches keep their totals, and how many pages are kept (least recently used are forgotten). */
const TOTALS_KEPT = 5000;
const PAGES_KEPT = 20_000;

const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const fieldBits = (field: Field) => (((1 << FIELDS[field][1]) - 1) << FIELDS[field][0]) >>> 0;
const fieldCode = (code: number, field: Field) => (code >>> FIELDS[field][0]) & ((1 << FIELDS[field][1]) - 1);

/**
 * One gender's profiles: all of them, and again one partition per value of each field (all the
 * women of Madurai, all the Jain men…), each sorted the same way. A search walks the smallest
 * partition its filters allow, so a selective filter (a city, a caste, a small religion) costs
 * a walk over the few who have it, not over everyone of that age.
 */
class GenderIndex {
  all = new Partition();
  /** Keyed by field * 2^16 + code. */
  byValue = new Map<number, Partition>();

  static key(field: Field, code: number): number {
    return FIELD_NAMES.indexOf(field) * 65_536 + code;
  }

  valuePartitions(code: number, create: boolean): Partition[] {
    const parts: Partition[] = [];
    for (const field of FIELD_NAMES) {
      const value = fieldCode(code, field);
      if (value === 0) continue;
      const key = GenderIndex.key(field, value);
      let part = this.byValue.get(key);
      if (!part && create) this.byValue.set(key, (part = new Partition(64)));
      if (part) parts.push(part);
    }
    return parts;
  }

  insert(dob: number, user: number, code: number): void {
    this.all.insert(dob, user, code);
    for (const part of this.valuePartitions(code, true)) part.insert(dob, user, code);
  }

  /** The code of the entry, or undefined if it is not there. */
  codeOf(dob: number, user: number): number | undefined {
    const at = this.all.lowerBound(dob, user);
    return at < this.all.length && this.all.dob[at] === dob && this.all.user[at] === user ? this.all.codes[at] : undefined;
  }

  remove(dob: number, user: number): number | undefined {
    const code = this.all.remove(dob, user);
    if (code !== undefined) for (const part of this.valuePartitions(code, false)) part.remove(dob, user);
    return code;
  }

  /** Rebuilds the value partitions from `all` (already in order). */
  buildValuePartitions(): void {
    this.byValue.clear();
    const { dob, user, codes } = this.all;
    for (let i = 0; i < this.all.length; i++) {
      for (const part of this.valuePartitions(codes[i]!, true)) part.push(dob[i]!, user[i]!, codes[i]!);
    }
  }
}

export class SearchIndex {
  private readonly genders: Record<Gender, GenderIndex> = { Male: new GenderIndex(), Female: new GenderIndex() };
  private readonly dictionaries: Record<Field, Dictionary> = {
    religion: new Dictionary(FIELDS.religion[1]),
    caste: new Dictionary(FIELDS.caste[1]),
    state: new Dictionary(FIELDS.state[1]),
    city: new Dictionary(FIELDS.city[1]),
  };
  // Where each member sits, by user id: gender (0 = absent, 1 = Male, 2 = Female) and date of
  // birth. Typed arrays rather than a Map: a million entries cost 5 MB, not 70.
  private genderOf = new Uint8Array(1024);
  private dobOf = new Int32Array(1024);
  private count = 0;
  private readonly totals = new Map<string, CachedTotal>();
  // Pages already walked, valid while their gender is unchanged: any change to it (a member
  // added, removed or edited) moves its generation on and retires them all.
  private readonly generations: Record<Gender, number> = { Male: 0, Female: 0 };
  private readonly pages = new Map<string, { generation: number; userIds: number[] }>();

  get size(): number {
    return this.count;
  }

  has(userId: number): boolean {
    return (this.genderOf[userId] ?? 0) !== 0;
  }

  private pack(p: IndexedProfile): number {
    let code = 0;
    for (const field of FIELD_NAMES) code |= this.dictionaries[field].code(p[field]) << FIELDS[field][0];
    return code >>> 0;
  }

  /** Replaces the whole content with these profiles. */
  load(profiles: Iterable<IndexedProfile>): void {
    const loader = this.loader();
    for (const p of profiles) loader.add(p);
    loader.finish();
  }

  /**
   * Replaces the whole content, fed one profile at a time (at start-up, batch by batch from the
   * database): profiles are staged as numbers, then sorted once per gender on a numeric key,
   * instead of a million ordered inserts.
   */
  loader(): { add(p: IndexedProfile): void; finish(): void } {
    const staged: Record<Gender, { dob: number[]; user: number[]; code: number[] }> = {
      Male: { dob: [], user: [], code: [] },
      Female: { dob: [], user: [], code: [] },
    };
    let maxId = 0;
    return {
      add: (p) => {
        const s = staged[p.gender];
        s.dob.push(dayNumber(p.dob));
        s.user.push(p.userId);
        s.code.push(this.pack(p));
        maxId = Math.max(maxId, p.userId);
      },
      finish: () => {
        this.genderOf = new Uint8Array(maxId + 1024);
        this.dobOf = new Int32Array(maxId + 1024);
        this.count = 0;
        this.totals.clear();
        this.pages.clear();
        for (const gender of ['Male', 'Female'] as const) {
          const s = staged[gender];
          const n = s.dob.length;
          // Sort key: date of birth (shifted to be positive) above, position below; exact in a double.
          const keys = new Float64Array(n);
          for (let i = 0; i < n; i++) keys[i] = (s.dob[i]! + 100_000) * 4_294_967_296 + i;
          keys.sort();
          const part = new Partition(n + 1024);
          for (let j = 0; j < n; j++) {
            const i = keys[j]! % 4_294_967_296;
            part.dob[j] = s.dob[i]!;
            part.user[j] = s.user[i]!;
            part.codes[j] = s.code[i]!;
            this.genderOf[s.user[i]!] = gender === 'Male' ? 1 : 2;
            this.dobOf[s.user[i]!] = s.dob[i]!;
          }
          part.length = n;
          // Equal dates must end up ordered by user id for binary search: fix ties (rare, cheap).
          for (let j = 1; j < n; j++) {
            if (part.dob[j] === part.dob[j - 1] && part.user[j]! < part.user[j - 1]!) this.sortTies(part, j);
          }
          const index = new GenderIndex();
          index.all = part;
          index.buildValuePartitions();
          this.genders[gender] = index;
          this.generations[gender] += 1;
          this.count += n;
        }
      },
    };
  }

  /** Insertion-sorts entry j back among earlier entries with the same date. */
  private sortTies(part: Partition, j: number): void {
    const dob = part.dob[j]!;
    const user = part.user[j]!;
    const code = part.codes[j]!;
    let k = j;
    while (k > 0 && part.dob[k - 1] === dob && part.user[k - 1]! > user) {
      part.user[k] = part.user[k - 1]!;
      part.codes[k] = part.codes[k - 1]!;
      k--;
    }
    part.user[k] = user;
    part.codes[k] = code;
  }

  /** What answers about this gender were made from: it moves on with every change to it. */
  generationOf(gender: Gender): number {
    return this.generations[gender];
  }

  /**
   * Adds or replaces a profile. A profile whose searched fields are unchanged (most profile
   * edits touch other fields, and a change is often read twice) changes nothing, so the pages
   * and answers made from this gender stay valid.
   */
  upsert(p: IndexedProfile): void {
    const dob = dayNumber(p.dob);
    const code = this.pack(p);
    const g = p.gender === 'Male' ? 1 : 2;
    if (this.genderOf[p.userId] === g && this.dobOf[p.userId] === dob && this.genders[p.gender].codeOf(dob, p.userId) === code) {
      return;
    }
    this.remove(p.userId);
    if (p.userId >= this.genderOf.length) this.growTo(p.userId + 1);
    this.genders[p.gender].insert(dob, p.userId, code);
    this.generations[p.gender] += 1;
    this.genderOf[p.userId] = p.gender === 'Male' ? 1 : 2;
    this.dobOf[p.userId] = dob;
    this.count += 1;
    this.adjustTotals(p.gender, dob, code, +1);
  }

  remove(userId: number): void {
    const g = this.genderOf[userId] ?? 0;
    if (g === 0) return;
    const gender: Gender = g === 1 ? 'Male' : 'Female';
    const dob = this.dobOf[userId]!;
    const code = this.genders[gender].remove(dob, userId);
    this.generations[gender] += 1;
    this.genderOf[userId] = 0;
    this.count -= 1;
    if (code !== undefined) this.adjustTotals(gender, dob, code, -1);
  }

  /** Keeps every kept total exact: a change counts in each search it matches. */
  private adjustTotals(gender: Gender, dob: number, code: number, delta: number): void {
    for (const t of this.totals.values()) {
      if (t.gender === gender && dob >= t.lo && dob <= t.hi && ((code & t.mask) ^ t.value) === 0) t.total += delta;
    }
  }

  private growTo(size: number): void {
    const capacity = Math.max(size, this.genderOf.length * 2);
    const gender = new Uint8Array(capacity);
    gender.set(this.genderOf);
    const dob = new Int32Array(capacity);
    dob.set(this.dobOf);
    this.genderOf = gender;
    this.dobOf = dob;
  }

  /** The exact number of matches and one page of them. */
  query(q: IndexQuery): IndexResult {
    const index = this.genders[q.gender];
    const loDay = dayNumber(q.dobFrom);
    const hiDay = dayNumber(q.dobTo);

    // The filters as one mask and value, and the smallest partition that holds every match.
    let mask = 0;
    let value = 0;
    let part = index.all;
    let partField: Field | undefined;
    for (const field of FIELD_NAMES) {
      const wanted = q[field];
      if (!wanted) continue;
      const code = this.dictionaries[field].lookup(wanted);
      const candidate = code < 0 ? undefined : index.byValue.get(GenderIndex.key(field, code));
      // A filter for a value nobody (of this gender) has matches nothing.
      if (!candidate) return { total: 0, userIds: [] };
      mask |= fieldBits(field);
      value |= code << FIELDS[field][0];
      if (candidate.length < part.length) {
        part = candidate;
        partField = field;
      }
    }
    mask >>>= 0;
    value >>>= 0;
    // Within a value's partition that field always matches: what is left to check.
    const restMask = partField ? (mask & ~fieldBits(partField)) >>> 0 : mask;
    const restValue = (value & restMask) >>> 0;

    const lo = part.lowerBound(loDay, -Infinity);
    const hi = part.lowerBound(hiDay + 1, -Infinity);
    const exclude = q.excludeUserId ?? -1;
    const excludedAt = exclude >= 0 ? this.positionIn(part, q.gender, exclude, lo, hi, restMask, restValue) : -1;
    const total =
      (restMask === 0 ? hi - lo : this.totalFor(part, q.gender, loDay, hiDay, lo, hi, mask, value, restMask, restValue)) -
      (excludedAt >= 0 ? 1 : 0);
    if (q.offset >= total) return { total, userIds: [] }; // a page past the end costs nothing

    const pageKey = `${q.gender}|${loDay}|${hiDay}|${mask}|${value}|${exclude}|${q.offset}|${q.limit}`;
    const generation = this.generations[q.gender];
    const kept = this.pages.get(pageKey);
    if (kept && kept.generation === generation) return { total, userIds: kept.userIds.slice() };
    const userIds = this.walk(part, lo, hi, restMask, restValue, excludedAt, q.offset, Math.min(q.offset + q.limit, total));
    this.pages.delete(pageKey);
    this.pages.set(pageKey, { generation, userIds: userIds.slice() });
    if (this.pages.size > PAGES_KEPT) this.pages.delete(this.pages.keys().next().value!);
    return { total, userIds };
  }

  /**
   * One page, walking from the youngest end and skipping non-matches and the searcher (at
   * `excludedAt`, or -1), until `end` matches have been seen. When every entry matches but the
   * searcher, the walk jumps straight to the page.
   */
  private walk(
    part: Partition,
    lo: number,
    hi: number,
    mask: number,
    value: number,
    excludedAt: number,
    offset: number,
    end: number,
  ) {
    const codes = part.codes;
    const userIds: number[] = [];
    let seen = 0;
    let i = hi - 1;
    if (mask === 0) {
      i = hi - 1 - offset;
      if (excludedAt >= i) i -= 1; // the searcher was among the skipped
      seen = offset;
    }
    for (; i >= lo && seen < end; i--) {
      if (((codes[i]! & mask) ^ value) !== 0 || i === excludedAt) continue;
      if (seen >= offset) userIds.push(part.user[i]!);
      seen++;
    }
    return userIds;
  }

  /** Counts the matches in [lo, hi) of the partition, remembering the answer for this search. */
  private totalFor(
    part: Partition,
    gender: Gender,
    loDay: number,
    hiDay: number,
    lo: number,
    hi: number,
    mask: number,
    value: number,
    restMask: number,
    restValue: number,
  ): number {
    const key = `${gender}|${loDay}|${hiDay}|${mask}|${value}`;
    const kept = this.totals.get(key);
    if (kept) {
      // Least recently used last out: a hit moves to the end.
      this.totals.delete(key);
      this.totals.set(key, kept);
      return kept.total;
    }
    const codes = part.codes;
    let total = 0;
    for (let i = lo; i < hi; i++) if (((codes[i]! & restMask) ^ restValue) === 0) total++;
    this.totals.set(key, { gender, lo: loDay, hi: hiDay, mask, value, total });
    if (this.totals.size > TOTALS_KEPT) this.totals.delete(this.totals.keys().next().value!);
    return total;
  }

  /** Where the member sits in the partition if they are among these matches, else -1. */
  private positionIn(
    part: Partition,
    gender: Gender,
    userId: number,
    lo: number,
    hi: number,
    mask: number,
    value: number,
  ): number {
    if ((this.genderOf[userId] ?? 0) !== (gender === 'Male' ? 1 : 2)) return -1;
    const at = part.lowerBound(this.dobOf[userId]!, userId);
    return at >= lo && at < hi && part.user[at] === userId && ((part.codes[at]! & mask) ^ value) === 0 ? at : -1;
  }
}
