import type { SavedSearch, SavedSearchCriteria } from '@inai/shared';
import type { SavedSearchRow } from './saved-searches.repository.js';

/** A saved search as its member sees it: the criteria as search's schema gave them, the alerts as a yes or no. */
export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    criteria: JSON.parse(row.criteria) as SavedSearchCriteria,
    alerts: row.alerts === 1,
    created_at: row.created_at,
  };
}
