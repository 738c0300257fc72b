/**
 * Filters made ready for the index: one predicate type (equals, in a set, within a range, and
 * whether unknown passes), and for a field held in the partitions' rows a 256-entry table that
 * says, for each byte, pass, fail or ask the column (docs/decisions/0008-search-index.md).
 */
import { DOB_BIAS, type Column, type Columns } from './columns.js';
import type { Filter } from './criteria.js';
import { ESCAPE, slotOf, type Field } from './fields.js';

/** A filter made ready for the walk: the column, what to compare, whether unknown passes. */
export interface Predicate {
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
  /**
   * What each byte value means for this filter: for a field in the rows (tableOf), or for a
   * field read from its column, while that column still holds bytes (columnTableOf).
   */
  table: Uint8Array | null;
}

/** Whether a value (0: unknown) meets a predicate. */
export function test(p: Predicate, v: number): boolean {
  if (v === 0) return p.unknown;
  return p.kind === 0 ? v === p.a : p.kind === 1 ? p.set![v] === 1 : v >= p.a && v <= p.b;
}

/** A table entry: the value fails, passes, or is ESCAPE (too large for a byte): ask the column. */
export const FAILS = 0;
export const PASSES = 1;
export const ASK_COLUMN = 2;

/** A filter on a row byte as a lookup table: what each byte value means for it. */
function tableOf(p: Predicate): Uint8Array {
  const table = new Uint8Array(256);
  for (let v = 0; v < ESCAPE; v++) table[v] = test(p, v) ? PASSES : FAILS;
  table[ESCAPE] = ASK_COLUMN;
  return table;
}

/** A filter on a column of bytes as a lookup table: every byte is a value, none is ESCAPE. */
function columnTableOf(p: Predicate): Uint8Array {
  const table = new Uint8Array(256);
  for (let v = 0; v < 256; v++) table[v] = test(p, v) ? PASSES : FAILS;
  return table;
}

/** Whether one member passes, read from their columns (a change, the searcher, a card's match score, an escaped byte). */
export function passes(p: Predicate, userId: number): boolean {
  return test(p, p.col.data[userId]!);
}

export function passesAll(preds: readonly Predicate[], userId: number): boolean {
  for (let k = 0; k < preds.length; k++) if (!passes(preds[k]!, userId)) return false;
  return true;
}

export function scoreOf(preds: readonly Predicate[], userId: number): number {
  let s = 0;
  for (let k = 0; k < preds.length; k++) if (passes(preds[k]!, userId)) s++;
  return s;
}

/** How many compiled predicates are kept before they are all dropped and made again as asked. */
const PREDICATES_KEPT = 20_000;

/** Filters compiled into predicates, each once, by its key (cache-key.ts). */
export class PredicateCompiler {
  private readonly predicates = new Map<string, Predicate>();

  constructor(private readonly columns: Columns) {}

  /** A filter's predicate, made once: predicates never go stale (codes are never reused). */
  compiled(key: string, f: Filter): Predicate {
    let p = this.predicates.get(key);
    if (!p) {
      if (this.predicates.size >= PREDICATES_KEPT) this.predicates.clear();
      this.predicates.set(key, (p = this.predicate(f)));
    }
    return p;
  }

  /** A filter as a predicate. Values nobody has yet get their code now, so a kept total stays right when one appears. */
  private predicate(f: Filter): Predicate {
    const p = this.untabled(f);
    if (p.slot >= 0) p.table = tableOf(p);
    else if (p.slot === -2) p.table = columnTableOf(p);
    return p;
  }

  /** The predicate's test, without its table. */
  private untabled(f: Filter): Predicate {
    const unknown = !!f.unknownPasses;
    const col = this.columns.byField[f.field];
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
    const dictionary = this.columns.dictionaries[f.field];
    const values = f.op === 'eq' ? [f.value] : [...new Set(f.values)];
    const slot = slotOf(f.field);
    if (values.length === 1)
      return { col, field: f.field, slot, kind: 0, a: dictionary.code(values[0]!), b: 0, set: null, unknown, table: null };
    const codes = values.map((v) => dictionary.code(v));
    const set = new Uint8Array(Math.max(...codes, 0) + 1);
    for (const c of codes) set[c] = 1;
    return { col, field: f.field, slot, kind: 1, a: 0, b: 0, set, unknown, table: null };
  }
}
