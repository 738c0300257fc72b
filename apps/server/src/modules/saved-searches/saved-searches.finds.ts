import type { SearchCriteria } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { everyMatch, searchMatcher } from '../search/search.service.js';
import { highestMemberId, recordSeen, seenBy, type SavedSearchRow, type SeenChange } from './saved-searches.repository.js';

/**
 * How many profiles a saved search may find and still have them all listed as seen. A search
 * that finds more (a whole age band of a religion, say) keeps only the highest member id it
 * has looked at, and tells of members who joined after it (docs/decisions/0051).
 */
export const SEEN_LISTED_MAX = 1000;

/** What one look at a saved search found: the profiles new to it, and the record to write once they are told. */
export interface Look {
  /** Profiles it finds now and had not seen, the most recently joined first. */
  fresh: number[];
  change: SeenChange;
}

/**
 * Looks at a saved search again, for its member: which profiles it finds now that it had not
 * seen. A search that finds at most SEEN_LISTED_MAX lists them all: the fresh ones are those not
 * listed (and, right after it found too many, those who joined since). One that finds more asks
 * member by member about those who joined since its last look, and lists nothing. Blocks are
 * not asked here: a blocked profile counts as seen, so lifting the block later tells nothing.
 */
export async function lookAgain(
  ctx: AppContext,
  search: SavedSearchRow,
  criteria: SearchCriteria,
  listedMax = SEEN_LISTED_MAX,
): Promise<Look> {
  return look(ctx, search, criteria, true, listedMax);
}

async function look(
  ctx: AppContext,
  search: SavedSearchRow,
  criteria: SearchCriteria,
  tell: boolean,
  listedMax: number,
): Promise<Look> {
  const throughId = await highestMemberId(ctx.db);
  const found = everyMatch(ctx, criteria, search.user_id, listedMax);
  const seen = await seenBy(ctx.db, search.id);
  if (found.userIds) {
    const listedBefore = search.seen_listed === 1;
    const fresh = found.userIds.filter((id) => !seen.has(id) && (listedBefore || id > search.seen_through_id));
    const add = found.userIds.filter((id) => !seen.has(id));
    // Profiles no longer found stay listed (one who comes back was seen), until the list is twice the bound.
    const now = new Set(found.userIds);
    const forget = seen.size + add.length > 2 * listedMax ? [...seen].filter((id) => !now.has(id)) : [];
    const change: SeenChange = { add, forget, listed: true, throughId };
    return { fresh: fresh.sort((a, b) => b - a), change };
  }
  const fits = searchMatcher(ctx, criteria);
  const fresh: number[] = [];
  for (let id = throughId; tell && id > search.seen_through_id; id--) {
    if (id !== search.user_id && !seen.has(id) && fits(id)) fresh.push(id);
  }
  const change: SeenChange = { add: [], forget: 'all', listed: false, throughId };
  return { fresh, change };
}

/**
 * What a saved search finds at its saving (or when its alerts are switched on again) counts as
 * seen: its first mail tells only of what is new after that.
 */
export async function markAllSeen(ctx: AppContext, search: SavedSearchRow, criteria: SearchCriteria, now: Date): Promise<void> {
  const { change } = await look(ctx, search, criteria, false, SEEN_LISTED_MAX);
  await recordSeen(ctx.db, search.id, change, now);
}
