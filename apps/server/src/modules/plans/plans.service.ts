import { planById, type Plan } from '@inai/shared';
import type { AppContext } from '../../types.js';
import { findActivePlan, type MemberPlanRow } from './plans.repository.js';

export interface ActivePlan {
  record: MemberPlanRow;
  plan: Plan;
}

/** The member's active plan with its features, or undefined (a free member). */
export async function activePlanOf(ctx: AppContext, userId: number): Promise<ActivePlan | undefined> {
  const record = await findActivePlan(ctx.db, userId, new Date());
  const plan = record ? planById(record.plan_id) : undefined;
  return record && plan ? { record, plan } : undefined;
}
