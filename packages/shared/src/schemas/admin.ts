import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { REPORT_STATUSES, type AuditAction, type ReportStatus } from '../trust.js';

/** The operators' console (issue 14): limits both sides read. */
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
