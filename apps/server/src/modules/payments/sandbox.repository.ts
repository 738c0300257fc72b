import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SandboxStore } from '../../lib/payments/sandbox.js';

/** The sandbox gateway's table, as the store lib/payments/sandbox.ts asks for. */
export function sandboxStore(db: Kysely<Database>): SandboxStore {
  return {
    async create(orderId, amount, now) {
      await db
        .insertInto('sandbox_gateway_payments')
        .values({ order_id: orderId, amount, state: 'PENDING', created_at: now.toISOString(), updated_at: now.toISOString() })
        .execute();
    },

    async find(orderId) {
      const row = await db.selectFrom('sandbox_gateway_payments').selectAll().where('order_id', '=', orderId).executeTakeFirst();
      return row
        ? {
            orderId: row.order_id,
            amount: row.amount,
            state: row.state,
            paymentMode: row.payment_mode,
            transactionId: row.transaction_id,
          }
        : undefined;
    },

    async settle(orderId, outcome, attempt, now) {
      const result = await db
        .updateTable('sandbox_gateway_payments')
        .set({
          state: outcome,
          payment_mode: attempt.paymentMode,
          transaction_id: attempt.transactionId,
          updated_at: now.toISOString(),
        })
        .where('order_id', '=', orderId)
        .where('state', '=', 'PENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
