import { ID_DOCUMENT_TYPES, ID_VERIFICATION_STATUSES, OWN_CASES } from '@inai/shared';
import { z } from 'zod';

export const idSubmissionAnswer = z.object({
  id: z.number().int(),
  document_type: z.enum(ID_DOCUMENT_TYPES),
  status: z.enum(ID_VERIFICATION_STATUSES),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
});

/** The member's ID state: the badge's date, and the latest submission. */
export const idStateAnswer = z.object({
  success: z.boolean(),
  verified_at: z.string().nullable(),
  latest: idSubmissionAnswer.nullable(),
  message: z.string().optional(),
});

/** The operators' list of ID submissions. */
export const adminIdListAnswer = z.object({
  success: z.boolean(),
  data: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(ID_VERIFICATION_STATUSES),
      document_type: z.enum(ID_DOCUMENT_TYPES),
      mime_type: z.string(),
      submitted_at: z.string(),
      decided_at: z.string().nullable(),
      reason: z.string().nullable(),
      decided_by: z.string().nullable(),
      member: z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string().nullable(), id_verified: z.boolean() }),
      file_url: z.string().nullable(),
      own_case: z.enum(OWN_CASES.id).nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
