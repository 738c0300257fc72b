import type { Kysely, Selectable } from 'kysely';
import type { Locale, PaymentMethod, PaymentStatus } from '@inai/shared';
import type { Engine } from '../../db/engine.js';
import type { Database, PaymentOrderTable } from '../../db/schema.js';
import { BY_HOLDER, type ActedBy } from '../entitlements/family.policy.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { containsPattern, lowerLike } from '../../db/like.js';
import type { Activation, PlansNow } from '../plans/plan-activation.js';
import { findActivePlan, insertMemberPlan, latestPlanEnd, supersedePlan, type MemberPlanRow } from '../plans/plans.repository.js';
import type { FinalStatus } from './payment-state.js';
import { issueInvoice, type Supplier } from './tax-invoices.repository.js';

export type PaymentOrderRow = Selectable<PaymentOrderTable>;

/** Another order already has this reference (six digits collide now and then): draw another. */
export class DuplicateReference extends Error {}

export interface NewPaymentOrder {
  orderId: string;
  reference: string;
  userId: number;
  planId: number;
  amount: number;
  method: PaymentMethod;
  provider: PaymentOrderTable['provider'];
  extraDays: number;
  locale: Locale;
  expiresAt: Date;
  nextPollAt: Date;
  /** Who of the family started it (docs/decisions/0074); the holder when not said. */
  boughtBy?: ActedBy;
}

/** Stores a new PENDING order. */
export async function insertOrder(db: Kysely<Database>, order: NewPaymentOrder, now: Date): Promise<PaymentOrderRow> {
  try {
    return await db
      .insertInto('payment_orders')
      .values({
        order_id: order.orderId,
        reference: order.reference,
        user_id: order.userId,
        plan_id: order.planId,
        amount: order.amount,
        method: order.method,
        provider: order.provider,
        status: 'PENDING',
        extra_days: order.extraDays,
        locale: order.locale,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
        expires_at: order.expiresAt.toISOString(),
        next_poll_at: order.nextPollAt.toISOString(),
        bought_by_manager_id: (order.boughtBy ?? BY_HOLDER).managerId,
        bought_by_relation: (order.boughtBy ?? BY_HOLDER).relation,
        bought_by_name: (order.boughtBy ?? BY_HOLDER).name,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (/reference/.test(uniqueViolation(error) ?? '')) throw new DuplicateReference();
    throw error;
  }
}

export function findOrder(db: Kysely<Database>, orderId: string): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** An order by its reference ('Order_123456'): what an operator reads on a UPI credit. */
export function findOrderByReference(db: Kysely<Database>, reference: string): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom('payment_orders').selectAll().where('reference', '=', reference).executeTakeFirst();
}

/** The member's own order; undefined for another member's or an unknown one. */
export function findOwnOrder(db: Kysely<Database>, userId: number, orderId: string): Promise<PaymentOrderRow | undefined> {
  return db
    .selectFrom('payment_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's orders, newest first. */
export function listOwnOrders(db: Kysely<Database>, userId: number, limit: number): Promise<PaymentOrderRow[]> {
  return db.selectFrom('payment_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute();
}

/** Orders in a status, oldest first: the operator's command line lists pending UPI orders with it. */
export function listOrdersByStatus(
  db: Kysely<Database>,
  status: PaymentStatus,
  method: PaymentMethod | undefined,
  limit: number,
): Promise<PaymentOrderRow[]> {
  let query = db.selectFrom('payment_orders').selectAll().where('status', '=', status);
  if (method) query = query.where('method', '=', method);
  return query.orderBy('id', 'asc').limit(limit).execute();
}

/** Remembers the gateway's own id for an order. */
export async function setProviderOrderId(db: Kysely<Database>, id: number, providerOrderId: string, now: Date): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ provider_order_id: providerOrderId, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export interface GatewayDetails {
  paymentMode: string | null;
  transactionId: string | null;
  receivedAmount: number | null;
}

/**
 * Moves a PENDING order to FAILED or EXPIRED. A conditional update: true only for the caller
 * that made the move; an order already final is left exactly as it was.
 */
export async function finishOrder(
  db: Kysely<Database>,
  id: number,
  to: Exclude<FinalStatus, 'COMPLETED'>,
  details: GatewayDetails & { failureCode: string | null; reviewReason: string | null },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_orders')
    .set({
      status: to,
      payment_mode: details.paymentMode,
      transaction_id: details.transactionId,
      received_amount: details.receivedAmount,
      failure_code: details.failureCode,
      review_reason: details.reviewReason,
      completed_at: now.toISOString(),
      updated_at: now.toISOString(),
      next_poll_at: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How long after activation the reconciler checks that the receipt went (a crash between the two). */
export const RECEIPT_SAFETY_NET_MS = 2 * 60 * 1000;

/**
 * Moves a PENDING order to COMPLETED and activates its plan, in one transaction (docs/decisions/0013).
 * The member's row is locked first (PostgreSQL; SQLite runs one transaction at a time), so two
 * of their orders completing at once see each other's plan; the move is a conditional update,
 * so of several callers for the same order exactly one gets past it; and the plan row's unique
 * `payment_id` would refuse a second plan even then. `activationFor` decides the plan from the
 * member's plans as they are inside the transaction; the tax invoice is issued in it too. Undefined when another caller completed
 * (or otherwise ended) the order first.
 */
export async function completeAndActivate(
  db: Kysely<Database>,
  engine: Engine,
  order: PaymentOrderRow,
  details: GatewayDetails,
  activationFor: (plans: PlansNow) => Activation,
  supplier: Supplier,
  now: Date,
): Promise<MemberPlanRow | undefined> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lock = trx.selectFrom('users').select('id').where('id', '=', order.user_id);
      await (engine === 'postgres' ? lock.forUpdate() : lock).executeTakeFirst();
      const active = await findActivePlan(trx, order.user_id, now);
      const latestEnd = await latestPlanEnd(trx, order.user_id, now);
      const activation = activationFor({ active, latestEnd });
      const moved = await trx
        .updateTable('payment_orders')
        .set({
          status: 'COMPLETED',
          payment_mode: details.paymentMode,
          transaction_id: details.transactionId,
          received_amount: details.receivedAmount,
          extra_days: activation.extraDays,
          completed_at: now.toISOString(),
          updated_at: now.toISOString(),
          next_poll_at: new Date(now.getTime() + RECEIPT_SAFETY_NET_MS).toISOString(),
          lease_until: null,
        })
        .where('id', '=', order.id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return undefined;
      // The tax invoice is issued with the payment, or not at all (its serial must leave no gap).
      await issueInvoice(trx, order, supplier, now);
      if (activation.supersedes !== undefined) await supersedePlan(trx, activation.supersedes);
      return insertMemberPlan(
        trx,
        {
          userId: order.user_id,
          planId: order.plan_id,
          planPrice: order.amount,
          status: 'Approved',
          startsAt: activation.startsAt,
          expiresAt: activation.expiresAt,
          paymentId: order.id,
        },
        now,
      );
    });
  } catch (error) {
    // The unique payment_id: this payment's plan exists already, so the transaction changed nothing.
    if (/payment/.test(uniqueViolation(error) ?? '')) return undefined;
    throw error;
  }
}

/**
 * Flags a final order that the gateway later reports paid (a success after we expired or failed
 * it): it stays final, and an operator sees what arrived. True the first time only.
 */
export async function flagForReview(
  db: Kysely<Database>,
  id: number,
  reason: string,
  details: GatewayDetails,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_orders')
    .set({
      review_reason: reason,
      received_amount: details.receivedAmount,
      payment_mode: details.paymentMode,
      transaction_id: details.transactionId,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', 'in', ['FAILED', 'EXPIRED'])
    .where('review_reason', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims up to `limit` orders whose next look is due and that no other instance holds: each by
 * a conditional update of its lease, so two instances never work on one order at once.
 */
export async function claimDueOrders(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<PaymentOrderRow[]> {
  const at = now.toISOString();
  const due = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('next_poll_at', '<=', at)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
    .orderBy('next_poll_at', 'asc')
    .limit(limit)
    .execute();
  const claimed: PaymentOrderRow[] = [];
  const until = new Date(now.getTime() + leaseMs).toISOString();
  for (const { id } of due) {
    const row = await db
      .updateTable('payment_orders')
      .set({ lease_until: until })
      .where('id', '=', id)
      .where('next_poll_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

/** Sets a still-PENDING order's next look and lets go of its lease. */
export async function scheduleNextLook(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ next_poll_at: at.toISOString(), lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .execute();
}

/** Lets go of an order's lease without changing its next look. */
export async function releaseLease(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('payment_orders').set({ lease_until: null }).where('id', '=', id).execute();
}

/** Claims the right to send a completed order's receipt: the order for exactly one caller, undefined for the others. */
export function claimReceipt(db: Kysely<Database>, id: number, now: Date): Promise<PaymentOrderRow | undefined> {
  return db
    .updateTable('payment_orders')
    .set({ receipt_sent_at: now.toISOString(), next_poll_at: null, lease_until: null })
    .where('id', '=', id)
    .where('status', '=', 'COMPLETED')
    .where('receipt_sent_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Gives a receipt that could not be sent back to the reconciler, to try again at `retryAt` (or never, with null). */
export async function releaseReceipt(db: Kysely<Database>, id: number, retryAt: Date | null): Promise<void> {
  await db
    .updateTable('payment_orders')
    .set({ receipt_sent_at: null, next_poll_at: retryAt?.toISOString() ?? null, lease_until: null })
    .where('id', '=', id)
    .execute();
}

/** What the operators' console filters orders by (docs/decisions/0025). */
export interface OrderListFilter {
  status: PaymentStatus | undefined;
  method: PaymentMethod | undefined;
  /** Only orders an operator must look at (`review_reason` set). */
  review: boolean;
  q: string | undefined;
  offset: number;
  limit: number;
}

function orderListQuery(db: Kysely<Database>, filter: OrderListFilter) {
  let query = db.selectFrom('payment_orders as o').leftJoin('users as u', 'u.id', 'o.user_id');
  if (filter.status) query = query.where('o.status', '=', filter.status);
  if (filter.method) query = query.where('o.method', '=', filter.method);
  if (filter.review) query = query.where('o.review_reason', 'is not', null);
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    query = query.where((eb) =>
      eb.or([
        lowerLike('o.order_id', pattern),
        lowerLike('o.reference', pattern),
        lowerLike('o.transaction_id', pattern),
        lowerLike('u.name', pattern),
        lowerLike('u.email', pattern),
      ]),
    );
  }
  return query;
}

/** One page of orders for the console, newest first, with their member (none once erased). */
export async function listOrdersForConsole(db: Kysely<Database>, filter: OrderListFilter) {
  const [rows, count] = await Promise.all([
    orderListQuery(db, filter)
      .selectAll('o')
      .select(['u.name as member_name', 'u.email as member_email', 'u.erased_at as member_erased_at'])
      .orderBy('o.id', 'desc')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute(),
    orderListQuery(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type ConsoleOrderRow = Awaited<ReturnType<typeof listOrdersForConsole>>['rows'][number];

/** One order with its member, as the console shows it after an action. */
export function findOrderForConsole(db: Kysely<Database>, orderId: string): Promise<ConsoleOrderRow | undefined> {
  return db
    .selectFrom('payment_orders as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .selectAll('o')
    .select(['u.name as member_name', 'u.email as member_email', 'u.erased_at as member_erased_at'])
    .where('o.order_id', '=', orderId)
    .executeTakeFirst();
}

/** Payment orders still waiting for the gateway's (or an operator's) word (the metrics' gauge). */
export async function countPendingOrders(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('payment_orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
