import { AUDIT_ACTIONS, OWN_CASES, REPORT_STATUSES } from '@inai/shared';
import { z } from 'zod';

/** A console list's page. */
export function adminPageAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

const memberRef = z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string().nullable(), suspended: z.boolean() });

export const queueAnswer = adminPageAnswer(
  z.object({
    id: z.number().int(),
    reference: z.string(),
    kind: z.enum(['report', 'grievance']),
    status: z.enum(REPORT_STATUSES),
    reason: z.string(),
    note: z.string().nullable(),
    created_at: z.string(),
    evidence_url: z.string().nullable(),
    reported: memberRef.nullable(),
    reporter: z.object({
      id: z.number().int().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      reports_filed: z.number().int(),
      reports_dismissed: z.number().int(),
    }),
    outcome_note: z.string().nullable(),
    decided_at: z.string().nullable(),
    decided_by_name: z.string().nullable(),
    own_case: z.enum(OWN_CASES.report).nullable(),
  }),
);

export const membersAnswer = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      verified: z.boolean(),
      operator: z.boolean(),
      suspended: z.boolean(),
      suspended_at: z.string().nullable(),
      suspension_reason: z.string().nullable(),
      created_at: z.string(),
      report_count: z.number().int(),
    }),
  ),
});

export const auditAnswer = adminPageAnswer(
  z.object({
    id: z.number().int(),
    action: z.enum(AUDIT_ACTIONS),
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
    target_user_id: z.number().int().nullable(),
    target_name: z.string().nullable(),
    target_ref: z.string().nullable(),
    reason: z.string(),
    created_at: z.string(),
  }),
);

/** A file an operator may open (a screenshot, an ID): its type is the file's own. */
export const privateFileAnswer = { content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
