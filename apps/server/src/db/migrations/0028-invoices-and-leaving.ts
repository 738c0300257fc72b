import type { Kysely } from 'kysely';
import type { Engine } from '../engine.js';
import { withId, type EngineMigration } from './helpers.js';
import { SOURCES } from './0014-search-change-triggers.js';
import { widenUpdateTrigger } from './0015-biodata.js';
import { watchedNow } from './0024-last-active-in-search.js';

/**
 * Tax invoices, a hidden profile and why a member left (docs/decisions/0065).
 *
 * - `tax_invoices`: one per completed payment, written in the transaction that completes it, with
 *   what the invoice said when it was issued (a later change of name or state changes no invoice).
 * - `invoice_counters`: the last serial of each financial year. Taking the next one is an update of
 *   that row inside the completing transaction, so numbers are consecutive, and a transaction that
 *   rolls back gives its number back: no gaps.
 * - `users.profile_hidden_at`: "Hide my profile", the quieter alternative to deleting. Search reads
 *   it, so the users table's search trigger watches it (the columns it watches already are read
 *   from the trigger itself, as migration 0024 does).
 * - `users.deletion_reason`: 'found_match' when a member closes the account because they found
 *   their partner; kept on the anonymised row, which names nobody.
 */
export const invoicesAndLeaving: EngineMigration = {
  async up(db: Kysely<any>, engine: Engine) {
    await db.schema
      .createTable('invoice_counters')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_serial', 'integer', (c) => c.notNull())
      .execute();
    await withId(db.schema.createTable('tax_invoices'), engine)
      .addColumn('payment_id', 'integer', (c) => c.notNull().unique().references('payment_orders.id'))
      .addColumn('financial_year', 'text', (c) => c.notNull())
      .addColumn('serial', 'integer', (c) => c.notNull())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('supplier_gstin', 'text')
      .addColumn('supplier_state_code', 'text', (c) => c.notNull())
      .addColumn('buyer_name', 'text', (c) => c.notNull())
      .addColumn('buyer_state', 'text')
      .addColumn('place_of_supply_code', 'text', (c) => c.notNull())
      .addColumn('sac', 'text', (c) => c.notNull())
      .addColumn('rate_percent', 'integer', (c) => c.notNull())
      .addColumn('taxable', 'integer', (c) => c.notNull())
      .addColumn('cgst', 'integer', (c) => c.notNull())
      .addColumn('sgst', 'integer', (c) => c.notNull())
      .addColumn('igst', 'integer', (c) => c.notNull())
      .addColumn('total', 'integer', (c) => c.notNull())
      .addUniqueConstraint('tax_invoices_year_serial_unique', ['financial_year', 'serial'])
      .execute();

    await db.schema.alterTable('users').addColumn('profile_hidden_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('deletion_reason', 'text').execute();
    const original = SOURCES.find((s) => s.table === 'users')!.columns!;
    const added = (await watchedNow(db, engine, 'users')).filter((c) => !original.includes(c));
    const more = [...added, 'profile_hidden_at'].filter((c, i, all) => all.indexOf(c) === i);
    await widenUpdateTrigger(db, engine, 'users', more);
  },
};
