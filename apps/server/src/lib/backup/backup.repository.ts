import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** What a backup's manifest records, so an operator can see at a glance that a restore is whole. */
export interface RecordCounts {
  members: number;
  photos: number;
  horoscopes: number;
  paymentOrders: number;
}

export async function countRecords(db: Kysely<Database>): Promise<RecordCounts> {
  const count = async (table: 'users' | 'user_images' | 'user_horoscopes' | 'payment_orders') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [members, photos, horoscopes, paymentOrders] = await Promise.all([
    count('users'),
    count('user_images'),
    count('user_horoscopes'),
    count('payment_orders'),
  ]);
  return { members, photos, horoscopes, paymentOrders };
}

/** Whether the PostgreSQL database already holds tables of ours (a restore then needs --force). */
export async function hasTables(db: Kysely<Database>): Promise<boolean> {
  const tables = await db.introspection.getTables();
  return tables.length > 0;
}
