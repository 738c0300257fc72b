import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertAudit, type NewAuditEntry } from './audit.repository.js';
import type { AuditAction } from '@inai/shared';

/**
 * Records an operator action: who, what, when, why (DESIGN.md §4 point 10). Pass the
 * transaction of the action as `db` so the record and the action stand or fall together.
 */
export async function recordAudit(
  ctx: { db: Kysely<Database> },
  entry: NewAuditEntry & { action: AuditAction },
  now: Date = new Date(),
): Promise<void> {
  await insertAudit(ctx.db, entry, now);
}
