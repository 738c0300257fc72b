import type { Kysely, Selectable } from 'kysely';
import { ACTIVE_PLAN_STATUSES } from '@inai/shared';
import type { Database, MemberPlanTable } from '../../db/schema.js';

export type MemberPlanRow = Selectable<MemberPlanTable>;

/** What a plan that an upgrade replaced is marked: it no longer counts as active. */
export const SUPERSEDED_STATUS = 'Upgraded';

/**
 * The member's active plan (approved, started, not expired), the one expiring last; undefined if
 * none. A plan bought while another was running may start in the future (docs/decisions/0013):
 * it counts only from its start.
 */
export function findActivePlan(db: Kysely<Database>, userId: number, now: Date): Promise<MemberPlanRow | undefined> {
  return db
    .selectFrom('member_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('starts_at', '<=', now.toISOString())
    .where('expires_at', '>', now.toISOString())
    .where('status', 'in', [...ACTIVE_PLAN_STATUSES])
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the last of the member's approved plans ends (started or not); undefined if none runs past `now`. */
export async function latestPlanEnd(db: Kysely<Database>, userId: number, now: Date): Promise<Date | undefined> {
  const row = await db
    .selectFrom('member_plans')
    .select('expires_at')
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('status', 'in', [...ACTIVE_PLAN_STATUSES])
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.expires_at) : undefined;
}

/** The plan a payment activated, if any. */
export function findPlanByPayment(db: Kysely<Database>, paymentId: number): Promise<MemberPlanRow | undefined> {
  return db.selectFrom('member_plans').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
}

/** The plans several payments activated, for a list of orders. */
export function findPlansByPayments(db: Kysely<Database>, paymentIds: number[]): Promise<MemberPlanRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('member_plans').selectAll().where('payment_id', 'in', paymentIds).execute();
}

/** Marks a plan replaced by an upgrade, so it stops counting. */
export async function supersedePlan(db: Kysely<Database>, planRecordId: number): Promise<void> {
  await db.updateTable('member_plans').set({ status: SUPERSEDED_STATUS }).where('id', '=', planRecordId).execute();
}

export interface NewMemberPlan {
  userId: number;
  planId: number;
  planPrice: number;
  status: string;
  startsAt: Date;
  expiresAt: Date;
  /** The payment that bought it; unique, so a payment can activate one plan only. */
  paymentId?: number;
}

/** Records a plan. Payments are the only production caller (in their activation transaction); tests use it as a factory. */
export async function insertMemberPlan(db: Kysely<Database>, plan: NewMemberPlan, now: Date): Promise<MemberPlanRow> {
  return db
    .insertInto('member_plans')
    .values({
      user_id: plan.userId,
      plan_id: plan.planId,
      plan_price: plan.planPrice,
      status: plan.status,
      starts_at: plan.startsAt.toISOString(),
      expires_at: plan.expiresAt.toISOString(),
      created_at: now.toISOString(),
      payment_id: plan.paymentId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
