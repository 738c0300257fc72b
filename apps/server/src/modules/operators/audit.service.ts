import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertAudit, type NewAuditEntry } from './audit.repository.js';
import type { AuditAction } from '@inai/shared';

/**
 * Records an operator action: who, what, when, why (docs/design.md, "Operators on record"). Pass the
 * transaction of the action as `db` so the record and the action stand or fall together.
 */
export async function recordAudit(
  ctx: { db: Kysely<Database> },
  entry: NewAuditEntry & { action: AuditAction },
  now: Date = new Date(),
): Promise<void> {
  await insertAudit(ctx.db, entry, now);
}

/**
 * Records that an operator opened a private file (an ID, a report's screenshot) or a member's
 * photo through the console's link, before a byte of it is sent. Nobody is asked why they look,
 * so the reason is empty; the console shows who, what and when. If the record cannot be written,
 * the opened file is closed and nothing is sent.
 */
export async function recordFileView(
  ctx: { db: Kysely<Database> },
  file: { stream: Readable },
  entry: Omit<NewAuditEntry, 'reason'> & { action: Extract<AuditAction, 'id_file_viewed' | 'evidence_viewed' | 'photo_viewed'> },
): Promise<void> {
  try {
    await insertAudit(ctx.db, { ...entry, reason: '' }, new Date());
  } catch (err) {
    file.stream.destroy();
    throw err;
  }
}
