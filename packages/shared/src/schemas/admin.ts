import { z } from 'zod';
import type { ErrorCode } from '../i18n/error-codes.js';
import { messageRef } from '../i18n/translator.js';
import { REPORT_STATUSES, type AuditAction, type ReportStatus } from '../trust.js';

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

/** A member as the console shows them. */
export interface AdminMemberRef {
  id: number;
  name: string;
  /** A signed link to their profile picture's thumbnail, or null. */
  thumbnail: string | null;
  suspended: boolean;
}

/** One item of the queue. */
export interface AdminQueueItem {
  id: number;
  reference: string;
  kind: 'report' | 'grievance';
  status: ReportStatus;
  /** A REPORT_REASONS value, or a GRIEVANCE_SUBJECTS value. */
  reason: string;
  note: string | null;
  created_at: string;
  /** The operator-only route streaming the screenshot, or null when none was sent. */
  evidence_url: string | null;
  reported: AdminMemberRef | null;
  /** Who filed it: a member (with their history) or, for a grievance, the contact given. */
  reporter: {
    id: number | null;
    name: string | null;
    email: string | null;
    reports_filed: number;
    reports_dismissed: number;
  };
  outcome_note: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
  /** Whether (and why) the operator asking may not decide it: about them, or filed by them. */
  own_case: OwnCase<'report'> | null;
}

export interface AdminPage<T> {
  success: true;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type AdminQueueAnswer = AdminPage<AdminQueueItem>;

/** A member found by the console's search. */
export interface AdminMember {
  id: number;
  name: string;
  email: string;
  phone: string;
  verified: boolean;
  operator: boolean;
  suspended: boolean;
  suspended_at: string | null;
  suspension_reason: string | null;
  created_at: string;
  /** Reports filed against them. */
  report_count: number;
}

export interface AdminMembersAnswer {
  success: true;
  data: AdminMember[];
}

/** One entry of the audit log. */
export interface AdminAuditEntry {
  id: number;
  action: AuditAction;
  /** null: the command line. */
  actor_id: number | null;
  actor_name: string | null;
  target_user_id: number | null;
  target_name: string | null;
  target_ref: string | null;
  reason: string;
  created_at: string;
}

export type AdminAuditAnswer = AdminPage<AdminAuditEntry>;

/** What an action answers. */
export interface AdminActionAnswer {
  success: true;
  message: string;
}
