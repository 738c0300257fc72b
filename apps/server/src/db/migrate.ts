import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './engine.js';
import { migrations } from './migrations/index.js';

/** Brings the schema up to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const entries = Object.entries(migrations).map(([name, m]): [string, Migration] => [
        name,
        { up: (database) => m.up(database, engine) },
      ]);
      return Object.fromEntries(entries);
    },
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
