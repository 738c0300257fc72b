import type { Kysely, Selectable } from 'kysely';
import { ACTIVE_PLAN_STATUSES } from '@inai/shared';
import type { Database, MemberPlanTable } from '../../db/schema.js';

export type MemberPlanRow = Selectable<MemberPlanTable>;

/** The member's active plan (approved, not expired), the one expiring last; undefined if none. */
export function findActivePlan(db: Kysely<Database>, userId: number, now: Date): Promise<MemberPlanRow | undefined> {
  return db
    .selectFrom('member_plans')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('status', 'in', [...ACTIVE_PLAN_STATUSES])
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface NewMemberPlan {
  userId: number;
  planId: number;
  planPrice: number;
  status: string;
  startsAt: Date;
  expiresAt: Date;
}

/** Records a plan. Payments (a later feature) are the only production caller; tests use it as a factory. */
export async function insertMemberPlan(db: Kysely<Database>, plan: NewMemberPlan, now: Date): Promise<void> {
  await db
    .insertInto('member_plans')
    .values({
      user_id: plan.userId,
      plan_id: plan.planId,
      plan_price: plan.planPrice,
      status: plan.status,
      starts_at: plan.startsAt.toISOString(),
      expires_at: plan.expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}
