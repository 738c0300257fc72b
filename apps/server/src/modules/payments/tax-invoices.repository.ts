import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { financialYearOf, formatInvoiceNumber, GST_RATE_PERCENT, GST_STATE_CODES, SAC_CODE, splitGst } from '@inai/shared';
import type { Database, TaxInvoiceTable } from '../../db/schema.js';
import type { PaymentOrderRow } from './payments.repository.js';

export type TaxInvoiceRow = Selectable<TaxInvoiceTable>;

/** Who issues the invoice: our GSTIN (none on a server without one) and the state of our registered address. */
export interface Supplier {
  gstin: string | null;
  stateCode: string;
}

/**
 * Issues the tax invoice of an order being completed, inside the completing transaction
 * (docs/decisions/0065). The serial is the financial year's counter taken by one upsert: the row
 * stays locked until the transaction ends (PostgreSQL; SQLite writes one transaction at a time),
 * so concurrent payments number one after another, and a rollback gives the number back. The
 * place of supply is the member's state on record (IGST Act s.12(2)(b)); without one, ours.
 */
export async function issueInvoice(
  trx: Transaction<Database>,
  order: PaymentOrderRow,
  supplier: Supplier,
  now: Date,
): Promise<TaxInvoiceRow> {
  const buyer = await trx
    .selectFrom('users as u')
    .leftJoin('user_details as d', 'd.user_id', 'u.id')
    .select(['u.name', 'd.state'])
    .where('u.id', '=', order.user_id)
    .executeTakeFirstOrThrow();
  const buyerCode = buyer.state ? GST_STATE_CODES[buyer.state] : undefined;
  const placeOfSupply = buyerCode ?? supplier.stateCode;
  const financialYear = financialYearOf(now);
  const { last_serial: serial } = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: financialYear, last_serial: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet({ last_serial: sql`invoice_counters.last_serial + 1` }))
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('tax_invoices')
    .values({
      payment_id: order.id,
      financial_year: financialYear,
      serial,
      number: formatInvoiceNumber(financialYear, serial),
      issued_at: now.toISOString(),
      supplier_gstin: supplier.gstin,
      supplier_state_code: supplier.stateCode,
      buyer_name: buyer.name,
      buyer_state: buyerCode ? buyer.state : null,
      place_of_supply_code: placeOfSupply,
      sac: SAC_CODE,
      rate_percent: GST_RATE_PERCENT,
      ...splitGst(order.amount, placeOfSupply === supplier.stateCode),
      total: order.amount,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The invoices of these payments (by payment_orders.id). */
export async function findInvoices(db: Kysely<Database>, paymentIds: number[]): Promise<TaxInvoiceRow[]> {
  if (paymentIds.length === 0) return [];
  return db.selectFrom('tax_invoices').selectAll().where('payment_id', 'in', paymentIds).execute();
}
