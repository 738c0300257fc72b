import type { EngineMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Payment orders, the sandbox gateway's records, and the link from a plan to the payment that
 * bought it. `member_plans.payment_id` is unique: a payment activates at most one plan, whatever
 * races (docs/decisions/0013-payment-state-machine.md).
 */
export const payments: EngineMigration = {
  async up(db, engine) {
    // Money records outlive nothing: no cascade from users, so an account with payments cannot be deleted by accident.
    await withId(db.schema.createTable('payment_orders'), engine)
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('plan_id', 'integer', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('extra_days', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('provider_order_id', 'text')
      .addColumn('payment_mode', 'text')
      .addColumn('transaction_id', 'text')
      .addColumn('received_amount', 'integer')
      .addColumn('review_reason', 'text')
      .addColumn('failure_code', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('completed_at', 'text')
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('next_poll_at', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('receipt_sent_at', 'text')
      .addUniqueConstraint('payment_orders_order_id_unique', ['order_id'])
      .addUniqueConstraint('payment_orders_reference_unique', ['reference'])
      .execute();
    // The reconciler's question: which orders are due. Only orders with work left have a time.
    await db.schema.createIndex('payment_orders_due_idx').on('payment_orders').column('next_poll_at').execute();
    // A member's own orders, newest first.
    await db.schema.createIndex('payment_orders_user_idx').on('payment_orders').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('sandbox_gateway_payments')
      .addColumn('order_id', 'text', (c) => c.primaryKey())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('payment_mode', 'text')
      .addColumn('transaction_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .alterTable('member_plans')
      .addColumn('payment_id', 'integer', (c) => c.references('payment_orders.id'))
      .execute();
    // NULLs are distinct on both engines: plans made without a payment do not collide.
    await db.schema.createIndex('member_plans_payment_unique').unique().on('member_plans').column('payment_id').execute();
  },
};
