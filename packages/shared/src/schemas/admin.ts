import { z } from 'zod';
import type { ErrorCode } from '../i18n/error-codes.js';
import { messageRef } from '../i18n/translator.js';
import { AUDIT_ACTIONS, AUDITED_SEARCH_LISTS, REPORT_STATUSES, SEARCH_TERM_KINDS } from '../trust.js';
import type { OkMessageAnswer } from './common.js';

/** The operators' console: limits both sides read. */
export const ADMIN_LIMITS = { reasonMax: 500, outcomeNoteMax: 1000, pageSize: 20, searchMax: 100 } as const;

/** Why an operator acts: required on every admin action, recorded in the audit log. */
export const operatorReason = z
  .string({ error: messageRef('admin.reasonRequired') })
  .trim()
  .min(1, { error: messageRef('admin.reasonRequired') })
  .max(ADMIN_LIMITS.reasonMax, { error: messageRef('admin.reasonTooLong', { max: ADMIN_LIMITS.reasonMax }) });

/** A console list's page and search box, as every tab's query takes them. */
export const adminPageField = z.coerce.number().int().min(1).max(100_000).optional();
export const adminSearchField = z.string().trim().max(ADMIN_LIMITS.searchMax).optional();

/** GET /api/admin/queue: reports and grievances, oldest first. `status` 'all' shows every status. */
export const adminQueueQuerySchema = z.object({
  status: z.enum([...REPORT_STATUSES, 'all']).optional(),
  kind: z.union([z.enum(['report', 'grievance']), z.literal('')]).optional(),
  q: adminSearchField,
  page: adminPageField,
});
export type AdminQueueQuery = z.infer<typeof adminQueueQuerySchema>;

/** The decisions an operator takes on a report or grievance. */
export const ADMIN_DECISIONS = ['dismiss', 'warn', 'suspend', 'resolve'] as const;
export type AdminDecision = (typeof ADMIN_DECISIONS)[number];

/** POST /api/admin/reports/:id/decision. */
export const adminDecisionSchema = z.object({
  action: z.enum(ADMIN_DECISIONS, { error: messageRef('admin.unknownAction') }),
  reason: operatorReason,
  outcome_note: z
    .string()
    .trim()
    .max(ADMIN_LIMITS.outcomeNoteMax, { error: messageRef('admin.noteTooLong', { max: ADMIN_LIMITS.outcomeNoteMax }) })
    .optional(),
});
export type AdminDecisionInput = z.infer<typeof adminDecisionSchema>;

/** POST /api/admin/members/:id/suspend and /reinstate. */
export const adminReasonSchema = z.object({ reason: operatorReason });
export type AdminReasonInput = z.infer<typeof adminReasonSchema>;

/** GET /api/admin/members?q=. */
export const adminMembersQuerySchema = z.object({ q: adminSearchField });

/** GET /api/admin/audit?page=&q=. */
export const adminAuditQuerySchema = z.object({ q: adminSearchField, page: adminPageField });

/**
 * An item that is the operator's own case, by kind: the codes with which the server refuses their
 * decision on it (403, `operator.policy.ts`). Each console list names, on each item, the one that
 * applies to the operator asking (`own_case`, null for any other item), so the console disables
 * the decision and shows the very text of the refusal before anyone tries; the refusal itself
 * stays the real check.
 */
export const OWN_CASES = {
  report: ['cannot_decide_report_about_self', 'cannot_decide_own_report'],
  id: ['cannot_decide_own_id'],
  payment: ['cannot_settle_own_payment'],
  photo: ['cannot_decide_own_photo'],
} as const satisfies Record<string, readonly ErrorCode[]>;
export type OwnCase<K extends keyof typeof OWN_CASES = keyof typeof OWN_CASES> = (typeof OWN_CASES)[K][number];

/** A console list's page of `item`s. */
export function adminPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.boolean(),
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type AdminPage<T> = z.output<ReturnType<typeof adminPageOf<z.ZodType<T>>>>;

/** A member as the console shows them. */
export const adminMemberRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A signed link to their profile picture's thumbnail, or null. */
  thumbnail: z.string().nullable(),
  suspended: z.boolean(),
});
export type AdminMemberRef = z.output<typeof adminMemberRefSchema>;

/** One item of the queue. */
export const adminQueueItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['report', 'grievance']),
  status: z.enum(REPORT_STATUSES),
  /** A REPORT_REASONS value, or a GRIEVANCE_SUBJECTS value. */
  reason: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
  /** The operator-only route streaming the screenshot, or null when none was sent. */
  evidence_url: z.string().nullable(),
  reported: adminMemberRefSchema.nullable(),
  /** Who filed it: a member (with their history) or, for a grievance, the contact given. */
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
  /** Whether (and why) the operator asking may not decide it: about them, or filed by them. */
  own_case: z.enum(OWN_CASES.report).nullable(),
});
export type AdminQueueItem = z.output<typeof adminQueueItemSchema>;

/** GET /api/admin/queue. */
export const adminQueueAnswerSchema = adminPageOf(adminQueueItemSchema);
export type AdminQueueAnswer = z.output<typeof adminQueueAnswerSchema>;

/** A member found by the console's search. */
export const adminMemberSchema = z.object({
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
  /** Reports filed against them. */
  report_count: z.number().int(),
});
export type AdminMember = z.output<typeof adminMemberSchema>;

/** GET /api/admin/members?q=. */
export const adminMembersAnswerSchema = z.object({ success: z.boolean(), data: z.array(adminMemberSchema) });
export type AdminMembersAnswer = z.output<typeof adminMembersAnswerSchema>;

/** One entry of the audit log. */
export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** null: the command line. */
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  target_user_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
  /** What was acted on: a report's reference, `ID-…`, `photo …`; for a search, the masked term. */
  target_ref: z.string().nullable(),
  reason: z.string(),
  created_at: z.string(),
  /** A search's list, the kind of term and how many it found (`member_searched`); null otherwise. */
  search: z.object({ list: z.enum(AUDITED_SEARCH_LISTS), kind: z.enum(SEARCH_TERM_KINDS), results: z.number().int() }).nullable(),
});
export type AdminAuditEntry = z.output<typeof adminAuditEntrySchema>;

/** GET /api/admin/audit. */
export const adminAuditAnswerSchema = adminPageOf(adminAuditEntrySchema);
export type AdminAuditAnswer = z.output<typeof adminAuditAnswerSchema>;

/** What an action answers (okMessageAnswerSchema). */
export type AdminActionAnswer = OkMessageAnswer;
