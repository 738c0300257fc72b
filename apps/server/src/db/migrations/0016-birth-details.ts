import { sql } from 'kysely';
import type { EngineMigration } from './helpers.js';

/**
 * Birth details (docs/design.md, "Birth chart"): a table of their own, not columns of user_details, because
 * everything in user_details is shown to members who may open a profile and these never are.
 * A listed place is kept by its id with its coordinates and zone as they were when saved, so a
 * later regeneration of the place list cannot move a chart; a place given by coordinates has no id.
 */
export const birthDetails: EngineMigration = {
  async up(db, engine) {
    // SQLite's REAL is already a double; PostgreSQL's `real` would keep only six digits.
    const degrees = engine === 'postgres' ? sql`double precision` : sql`real`;
    await db.schema
      .createTable('birth_details')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('birth_time', 'text')
      .addColumn('place_id', 'text')
      .addColumn('latitude', degrees, (c) => c.notNull())
      .addColumn('longitude', degrees, (c) => c.notNull())
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};
