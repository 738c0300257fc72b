/**
 * Each gender's members sorted by date of birth, then user id: an age range is a binary-searched
 * slice. Besides the whole gender there is one such partition per value of the selective fields
 * (PARTITIONED), so a selective filter walks the few who have the value, not everyone of that
 * age. Each entry holds the user id, the date of birth and a row of one byte per field, so a walk
 * reads memory in order (docs/decisions/0008-search-index.md).
 */
import type { Columns } from './columns.js';
import { PARTITIONED, STRIDE, type CodedField } from './fields.js';

/**
 * One gender's members (or those of one value), sorted by date of birth, then user id: the user
 * id, the date of birth (biased) and a row of one byte per field for each.
 */
export class Partition {
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

  /** Removes every entry whose user is marked in `gone`, in one pass (a day's sweep of members away too long). */
  compact(gone: Uint8Array): void {
    const { user, dob, words } = this;
    const w = STRIDE / 4;
    let j = 0;
    for (let i = 0; i < this.length; i++) {
      const u = user[i]!;
      if (gone[u] === 1) continue;
      if (j !== i) {
        user[j] = u;
        dob[j] = dob[i]!;
        for (let k = 0; k < w; k++) words[j * w + k] = words[i * w + k]!;
      }
      j++;
    }
    this.length = j;
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

/** An empty partition: where a search for a value nobody has looks. */
export const NOBODY = new Partition(0);

const partitionKey = (field: CodedField, code: number) => PARTITIONED.indexOf(field) * 4_294_967_296 + code;

/** One gender's partitions: everyone, and one per value of each partitioned field. */
export class GenderIndex {
  all = new Partition(1024);
  /** Keyed by partitionKey(field, code). */
  byValue = new Map<number, Partition>();

  partition(field: CodedField, code: number, create: boolean): Partition | undefined {
    const key = partitionKey(field, code);
    let part = this.byValue.get(key);
    if (!part && create) this.byValue.set(key, (part = new Partition()));
    return part;
  }

  /** Puts a member whose columns are written into every partition they belong to. */
  add(userId: number, columns: Columns): void {
    const dob = columns.byField.dob.data[userId]!;
    const row = columns.rowOf(userId);
    this.all.insert(dob, userId, row);
    for (const field of PARTITIONED) {
      const code = columns.byField[field].data[userId]!;
      if (code !== 0) this.partition(field, code, true)!.insert(dob, userId, row);
    }
  }

  /** Takes a member out of every partition, found by the values their columns still hold. */
  remove(userId: number, columns: Columns): void {
    const dob = columns.byField.dob.data[userId]!;
    this.all.remove(dob, userId);
    for (const field of PARTITIONED) {
      const code = columns.byField[field].data[userId]!;
      if (code !== 0) this.partition(field, code, false)?.remove(dob, userId);
    }
  }

  /**
   * Takes many members out at once, marked in `gone` (their columns still hold their values): the
   * whole gender and each value partition that holds one of them are compacted in one pass each,
   * instead of one shift of every partition per member.
   */
  removeMany(ids: readonly number[], gone: Uint8Array, columns: Columns): void {
    this.all.compact(gone);
    const touched = new Set<Partition>();
    for (const u of ids) {
      for (const field of PARTITIONED) {
        const code = columns.byField[field].data[u]!;
        const part = code !== 0 ? this.partition(field, code, false) : undefined;
        if (part) touched.add(part);
      }
    }
    for (const part of touched) part.compact(gone);
  }

  /**
   * A gender's partitions built at once from its members (at start-up, batch by batch from the
   * database): sorted once on a numeric key (date of birth above, user id below) instead of a
   * million ordered inserts, then each value's partition copied from that order, sized exactly.
   */
  static build(ids: readonly number[], columns: Columns): GenderIndex {
    const dobs = columns.byField.dob.data;
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
      columns.rowOf(u, all.rows, j * STRIDE);
    }
    all.length = n;
    index.all = all;
    index.buildValuePartitions(columns);
    return index;
  }

  /** The value partitions from `all` (already in order), each sized exactly. */
  private buildValuePartitions(columns: Columns): void {
    const all = this.all;
    for (const field of PARTITIONED) {
      const col = columns.byField[field].data;
      const sizes = new Map<number, number>();
      for (let i = 0; i < all.length; i++) {
        const c = col[all.user[i]!]!;
        if (c !== 0) sizes.set(c, (sizes.get(c) ?? 0) + 1);
      }
      const parts = new Map<number, Partition>();
      for (const [code, size] of sizes) {
        const part = new Partition(size + 16);
        parts.set(code, part);
        this.byValue.set(partitionKey(field, code), part);
      }
      for (let i = 0; i < all.length; i++) {
        const c = col[all.user[i]!]!;
        if (c !== 0) parts.get(c)!.pushFrom(all, i);
      }
    }
  }
}
