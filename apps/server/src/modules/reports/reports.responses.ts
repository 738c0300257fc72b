import { REPORT_STATUSES } from '@inai/shared';
import { z } from 'zod';

/** A report or grievance was filed: its reference, in the message too. */
export const filedAnswer = z.object({ success: z.boolean(), message: z.string(), reference: z.string() });

export const myReportsAnswer = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      reference: z.string(),
      kind: z.enum(['report', 'grievance']),
      reason: z.string(),
      reported_name: z.string().nullable(),
      status: z.enum(REPORT_STATUSES),
      outcome_note: z.string().nullable(),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
});
