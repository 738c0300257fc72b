import type { Kysely } from 'kysely';
import type { Database, EnquiryTable } from '../../db/schema.js';
import type { EnquiryInput } from '@inai/shared';

export type EnquiryRow = Omit<EnquiryTable, 'id'> & { id: number };
export type MailStatus = EnquiryTable['mail_status'];

/** Stores an enquiry (mail not yet sent) and returns its id. */
export async function insertEnquiry(db: Kysely<Database>, input: EnquiryInput, now: Date): Promise<number> {
  const row = await db
    .insertInto('enquiries')
    .values({ ...input, mail_status: 'pending', created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setEnquiryMailStatus(db: Kysely<Database>, id: number, status: MailStatus): Promise<void> {
  await db.updateTable('enquiries').set({ mail_status: status }).where('id', '=', id).execute();
}

export async function findEnquiry(db: Kysely<Database>, id: number): Promise<EnquiryRow | undefined> {
  return db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; for support tooling and tests. */
export async function listEnquiries(db: Kysely<Database>, limit = 50): Promise<EnquiryRow[]> {
  return db.selectFrom('enquiries').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
