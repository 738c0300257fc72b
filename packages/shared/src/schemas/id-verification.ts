import { z } from 'zod';
import { adminPageField, adminPageOf, adminSearchField, OWN_CASES, operatorReason } from './admin.js';
import { messageRef } from '../i18n/translator.js';
import { ID_DOCUMENT_TYPES, ID_VERIFICATION_STATUSES } from '../trust.js';

/**
 * ID verification (docs/decisions/0023). A member uploads one government ID;
 * an operator approves or rejects it; the file is then deleted. Only the document's type and
 * the decision are kept, never its number.
 *
 * Member routes (a verified member):
 * - GET  /api/id-verification → IdVerificationAnswer (the member's state);
 * - POST /api/id-verification, multipart: `document_type` (an ID_DOCUMENT_TYPES value) and one
 *   `file` (JPEG, PNG, WebP or PDF, at most ID_UPLOAD.maxBytes) → 201 IdVerificationAnswer.
 *   409 `id_already_pending` while one waits, 409 `id_already_verified` once approved,
 *   429 `too_many_id_uploads` past ID_UPLOAD_LIMIT, 415 `id_bad_file_type`, 413 `id_file_too_large`.
 *
 * Operator routes (401 without a session, 403 for a member):
 * - GET  /api/admin/id-verifications?status=&page= → AdminIdListAnswer (pending: oldest first;
 *   decided: newest decision first);
 * - GET  /api/admin/id-verifications/:id/file → the file (`cache-control: private, no-store`);
 *   404 for anyone else and once decided;
 * - POST /api/admin/id-verifications/:id/decision { action, reason } → { success, message };
 *   409 `id_already_decided` for a second decision.
 */

/** Uploads per member and day: a few tries for a blurred photo, too few to flood the queue. */
export const ID_UPLOAD_LIMIT = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The multipart text field of an upload. */
export const idUploadFieldsSchema = z.object({
  document_type: z.enum(ID_DOCUMENT_TYPES, { error: messageRef('idVerification.typeRequired') }),
});

/** GET /api/admin/id-verifications. */
export const adminIdListQuerySchema = z.object({
  status: z.enum(ID_VERIFICATION_STATUSES).optional(),
  /** The member's name or e-mail contains this. */
  q: adminSearchField,
  page: adminPageField,
});
export type AdminIdListQuery = z.infer<typeof adminIdListQuerySchema>;

/** POST /api/admin/id-verifications/:id/decision. The reason is written for the member to read. */
export const idDecisionSchema = z.object({
  action: z.enum(['approve', 'reject'], { error: messageRef('idVerification.unknownAction') }),
  reason: operatorReason,
});
export type IdDecisionInput = z.infer<typeof idDecisionSchema>;

/** One submission as its member sees it. */
export const idSubmissionSchema = z.object({
  id: z.number().int(),
  document_type: z.enum(ID_DOCUMENT_TYPES),
  status: z.enum(ID_VERIFICATION_STATUSES),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  /** The operator's reason, shown for a rejection. */
  reason: z.string().nullable(),
});
export type IdSubmission = z.output<typeof idSubmissionSchema>;

/** GET/POST /api/id-verification: the member's ID state. */
export const idVerificationAnswerSchema = z.object({
  success: z.boolean(),
  /** When the member's ID was approved (the badge), or null. */
  verified_at: z.string().nullable(),
  /** The latest submission, or null when none was ever sent. */
  latest: idSubmissionSchema.nullable(),
  /** The message of a POST, in the caller's language. */
  message: z.string().optional(),
});
export type IdVerificationAnswer = z.output<typeof idVerificationAnswerSchema>;

/** One submission in the console. */
export const adminIdItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(ID_VERIFICATION_STATUSES),
  document_type: z.enum(ID_DOCUMENT_TYPES),
  mime_type: z.string(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  member: z.object({ id: z.number().int(), name: z.string(), thumbnail: z.string().nullable(), id_verified: z.boolean() }),
  /** The operator-only route streaming the file, or null once decided (the file is gone). */
  file_url: z.string().nullable(),
  /** Set when it is the ID of the operator asking: they may open it, not decide it. */
  own_case: z.enum(OWN_CASES.id).nullable(),
});
export type AdminIdItem = z.output<typeof adminIdItemSchema>;

/** GET /api/admin/id-verifications. */
export const adminIdListAnswerSchema = adminPageOf(adminIdItemSchema);
export type AdminIdListAnswer = z.output<typeof adminIdListAnswerSchema>;
