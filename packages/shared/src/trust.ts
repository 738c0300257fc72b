/**
 * Trust and safety: the values both sides share. Labels live in the catalogue
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

/**
 * What the audit log records: every operator action, every time an operator opens a private
 * file (an ID document, a report's screenshot) or a member's photo through the console, and
 * every search they type in the console, so that looking is accountable too.
 */
export const AUDIT_ACTIONS = [
  'operator_created',
  'report_dismissed',
  'member_warned',
  'member_suspended',
  'member_reinstated',
  'grievance_resolved',
  'account_erased',
  'operator_removed',
  'id_approved',
  'id_rejected',
  'photo_approved',
  'photo_rejected',
  'payment_confirmed',
  'payment_rejected',
  'enquiry_handled',
  'id_file_viewed',
  'evidence_viewed',
  'photo_viewed',
  'member_searched',
  'name_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The console's lists with a search box: each search typed in one is audited (docs/decisions/0057). */
export const AUDITED_SEARCH_LISTS = ['queue', 'members', 'ids', 'photos', 'payments', 'enquiries', 'audit'] as const;
export type AuditedSearchList = (typeof AUDITED_SEARCH_LISTS)[number];

/**
 * What an audited search looked for, judged from the term: an e-mail address, a phone number
 * (7 digits or more), a shorter number (a member's id), or other text (a name, a reference).
 * The log keeps the kind and a masked term, never the term itself.
 */
export const SEARCH_TERM_KINDS = ['email', 'phone', 'number', 'text'] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

/**
 * What the grievance page promises. The officer's name, e-mail and postal address are the
 * operator's to set (server settings GRIEVANCE_OFFICER_*), like the support e-mail.
 */
export const GRIEVANCE_PROMISE = { acknowledgeHours: 24, resolveDays: 15 } as const;

/** The government IDs a member may upload to be 'ID verified'. Only the type is stored, never the number. */
export const ID_DOCUMENT_TYPES = ['aadhaar', 'pan', 'passport', 'driving_licence', 'voter_id'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Where an uploaded ID stands: pending until an operator approves or rejects it (then the file is deleted). */
export const ID_VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdVerificationStatus = (typeof ID_VERIFICATION_STATUSES)[number];

/** An ID is one image (JPEG, PNG, WebP) or a PDF, at most 5 MB. */
export const ID_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;

/**
 * Who viewed me, downloading one's data and deleting one's account (DPDP Act 2023):
 * the numbers both sides share, and the privacy policy quotes. Kept here, free of zod, so the
 * policy pages do not load the schema library.
 */
export const PRIVACY_RIGHTS = {
  /** Days between asking to delete an account and its erasure; logging in within them cancels it. */
  deletionGraceDays: 7,
  /** Who viewed me: profiles per page. */
  viewersPageSize: 12,
  /** Data downloads a member may make an hour (each reads every photo they have). */
  exportsPerHour: 3,
} as const;

/**
 * The address an account was created from is kept this many days (one year, India's 2016
 * advisory for matrimonial sites), then erased by the server; the privacy policy quotes it.
 */
export const SIGNUP_ADDRESS_KEEP_DAYS = 365;
