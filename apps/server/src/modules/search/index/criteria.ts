/**
 * What a search asks of the index and what it answers. A filter is data: equals, in a set, or
 * within a range, and whether an unknown value passes (docs/decisions/0008-search-index.md).
 */
import type { CodedField, Gender, NumericField } from './fields.js';
import type { Predicate } from './predicates.js';

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
