import type { Kysely } from 'kysely';
import type { Database, EnquiryTable } from '../../db/schema.js';
import type { EnquiryInput } from '@inai/shared';
import { containsPattern, lowerLike } from '../../db/like.js';

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

/** What the operators' console filters enquiries by (docs/decisions/0025). */
export interface EnquiryListFilter {
  handled: boolean;
  q: string | undefined;
  offset: number;
  limit: number;
}

function enquiryListQuery(db: Kysely<Database>, filter: EnquiryListFilter) {
  let query = db
    .selectFrom('enquiries as e')
    .leftJoin('users as h', 'h.id', 'e.handled_by')
    .where('e.handled_at', filter.handled ? 'is not' : 'is', null);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        lowerLike('e.name', pattern),
        lowerLike('e.email', pattern),
        lowerLike('e.phone', pattern),
        lowerLike('e.message', pattern),
      ]),
    );
  }
  return query;
}

/** One page of enquiries: the unhandled oldest first (the longest waiting on top), the handled newest handled first. */
export async function listEnquiriesForConsole(db: Kysely<Database>, filter: EnquiryListFilter) {
  const [rows, count] = await Promise.all([
    enquiryListQuery(db, filter)
      .selectAll('e')
      .select('h.name as handled_by_name')
      .orderBy(filter.handled ? 'e.handled_at' : 'e.created_at', filter.handled ? 'desc' : 'asc')
      .orderBy('e.id', filter.handled ? 'desc' : 'asc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    enquiryListQuery(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ConsoleEnquiryRow = Awaited<ReturnType<typeof listEnquiriesForConsole>>['rows'][number];

/** Marks an enquiry handled; false when it was already (another operator, meanwhile). */
export async function markEnquiryHandled(db: Kysely<Database>, id: number, operatorId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('enquiries')
    .set({ handled_at: now.toISOString(), handled_by: operatorId })
    .where('id', '=', id)
    .where('handled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
