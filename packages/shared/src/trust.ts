/**
 * Trust and safety (issue 14): the values both sides share. Labels live in the catalogue
 * (`options.profileCreatedBy.*`, `reports.reason.*`, …); these values are what the API carries
 * and the database stores.
 */

/** 'Profile created by' at registration and in the basic section. */
export const PROFILE_CREATED_BY = ['Self', 'Parent', 'Sibling', 'Relative', 'Friend'] as const;
export type ProfileCreatedBy = (typeof PROFILE_CREATED_BY)[number];

/** Why a profile is reported. */
export const REPORT_REASONS = ['fake_profile', 'already_married', 'asked_for_money', 'abusive', 'wrong_photos', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What a grievance is about. */
export const GRIEVANCE_SUBJECTS = ['account', 'profile_content', 'privacy', 'payment', 'other'] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number];

/**
 * Where a report or grievance stands: open until an operator decides; then dismissed, warned
 * (the reported member was warned by e-mail), suspended, or resolved (a grievance answered).
 */
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'suspended', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A member's role; operators are made only from the command line (`npm run admin -- create <email>`). */
export const ROLES = ['member', 'operator'] as const;
export type Role = (typeof ROLES)[number];

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'operator_created',
  'report_dismissed',
  'member_warned',
  'member_suspended',
  'member_reinstated',
  'grievance_resolved',
  'account_erased',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What the grievance page promises. The officer's name, e-mail and postal address are the
 * operator's to set (server settings GRIEVANCE_OFFICER_*), like the support e-mail.
 */
export const GRIEVANCE_PROMISE = { acknowledgeHours: 24, resolveDays: 15 } as const;
