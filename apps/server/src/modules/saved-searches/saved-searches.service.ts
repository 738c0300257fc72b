import { messageRef, SAVED_SEARCH_LIMITS, searchSchema, type SearchCriteria } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { markAllSeen } from './saved-searches.finds.js';
import {
  deleteSavedSearch as deleteRow,
  findOwnSavedSearch,
  insertSavedSearch,
  listSavedSearches,
  SavedSearchesFull,
  SavedSearchNameTaken,
  updateSavedSearch as updateRow,
  type SavedSearchRow,
} from './saved-searches.repository.js';

/** The name as two names are compared: one member's may not be the same but for case or spaces. */
export function nameKey(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** A saved search's criteria read back through search's schema; undefined when they no longer pass it (an option since retired). */
export function criteriaOf(row: SavedSearchRow): SearchCriteria | undefined {
  const parsed = searchSchema.safeParse(JSON.parse(row.criteria));
  return parsed.success ? parsed.data : undefined;
}

function refusal(err: unknown): never {
  if (err instanceof SavedSearchesFull)
    throw new AppError(409, 'saved_search_full', { params: { max: SAVED_SEARCH_LIMITS.max } });
  if (err instanceof SavedSearchNameTaken) throw nameTakenError();
  throw err;
}

function nameTakenError() {
  return new AppError(409, 'saved_search_name_taken', { errors: { name: messageRef('savedSearches.nameTaken') } });
}

/** The member's saved searches, the oldest first. */
export function savedSearchesOf(ctx: AppContext, memberId: number): Promise<SavedSearchRow[]> {
  return listSavedSearches(ctx.db, memberId);
}

/**
 * Saves a search under a name of the member's (unique among theirs, 409 otherwise), at most
 * SAVED_SEARCH_LIMITS.max of them (409). What it finds now counts as seen: its alerts tell only
 * of profiles that fit it later.
 */
export async function createSavedSearch(
  ctx: AppContext,
  memberId: number,
  input: { name: string; criteria: SearchCriteria; alerts?: boolean | undefined },
  now: Date,
): Promise<SavedSearchRow> {
  // "Only compatible stars" is not kept: the morning alerts run without a searcher whose star
  // it would be read from (docs/decisions/0063).
  const { page: _page, pageSize: _pageSize, compatible_stars: _compatible, ...criteria } = input.criteria;
  const row = await insertSavedSearch(
    ctx.db,
    ctx.engine,
    {
      userId: memberId,
      name: input.name,
      nameKey: nameKey(input.name),
      criteria: JSON.stringify(criteria),
      alerts: input.alerts ?? true,
    },
    SAVED_SEARCH_LIMITS.max,
    now,
  ).catch(refusal);
  await markAllSeen(ctx, row, input.criteria, now);
  return row;
}

/**
 * Renames one of the member's saved searches or switches its alerts (404 for one that is not
 * theirs). Alerts switched on again start afresh: what it finds now counts as seen.
 */
export async function updateSavedSearch(
  ctx: AppContext,
  memberId: number,
  id: number,
  changes: { name?: string | undefined; alerts?: boolean | undefined },
  now: Date,
): Promise<SavedSearchRow> {
  const before = await findOwnSavedSearch(ctx.db, memberId, id);
  if (!before) throw new AppError(404, 'saved_search_not_found');
  const row = await updateRow(
    ctx.db,
    memberId,
    id,
    {
      ...(changes.name !== undefined ? { name: changes.name, nameKey: nameKey(changes.name) } : {}),
      ...(changes.alerts !== undefined ? { alerts: changes.alerts } : {}),
    },
    now,
  ).catch(refusal);
  if (!row) throw new AppError(404, 'saved_search_not_found');
  const criteria = criteriaOf(row);
  if (before.alerts === 0 && row.alerts === 1 && criteria) await markAllSeen(ctx, row, criteria, now);
  return row;
}

/** Deletes one of the member's saved searches, and what it found (404 for one that is not theirs). */
export async function deleteSavedSearch(ctx: AppContext, memberId: number, id: number): Promise<void> {
  if (!(await deleteRow(ctx.db, memberId, id))) throw new AppError(404, 'saved_search_not_found');
}
