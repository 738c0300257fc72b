import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Engine } from '../engine.js';

/** One migration; `engine` lets a step differ where the two dialects differ (ids, indexes). */
export interface EngineMigration {
  up(db: Kysely<any>, engine: Engine): Promise<void>;
}

/** An auto-incrementing integer primary key named `id` on either engine. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, engine: Engine) {
  return engine === 'postgres'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
