import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './engine.js';
import { migrations } from './migrations/index.js';

function migrator(db: Kysely<any>, engine: Engine): Migrator {
  const provider: MigrationProvider = {
    async getMigrations() {
      const entries = Object.entries(migrations).map(([name, m]): [string, Migration] => [
        name,
        { up: (database) => m.up(database, engine) },
      ]);
      return Object.fromEntries(entries);
    },
  };
  return new Migrator({ db, provider });
}

function check({ error, results }: Awaited<ReturnType<Migrator['migrateToLatest']>>): void {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Brings the schema up to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>, engine: Engine): Promise<void> {
  check(await migrator(db, engine).migrateToLatest());
}

/** Brings the schema up to the migration `name` and no further: tests build an older database with it. */
export async function migrateTo(db: Kysely<any>, engine: Engine, name: string): Promise<void> {
  check(await migrator(db, engine).migrateTo(name));
}
