import type { EngineMigration } from './helpers.js';

/**
 * Who viewed me reads a member's views by the member viewed, newest first, and erasing
 * an account deletes the views of it: the primary key (viewer, month, viewed) serves neither,
 * so each was a scan of every view ever counted.
 */
export const profileViewsByViewed: EngineMigration = {
  async up(db) {
    await db.schema.createIndex('profile_views_viewed_idx').on('profile_views').columns(['viewed_id', 'viewed_at']).execute();
  },
};
