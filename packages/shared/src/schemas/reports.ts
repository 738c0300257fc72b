import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { GRIEVANCE_SUBJECTS, REPORT_REASONS, REPORT_STATUSES } from '../trust.js';
import { emailField, requiredText } from './common.js';

/** Limits of reports and grievances, read by the server and the forms alike. */
export const REPORT_LIMITS = {
  /** A report's optional note, in characters. */
  noteMax: 1000,
  /** A grievance's description, in characters. */
  descriptionMax: 2000,
  /** Reports one member may file per hour and per day. */
  perHour: 5,
  perDay: 20,
} as const;

const memberId = z.coerce
  .number({ error: messageRef('profileDetails.notFound') })
  .int({ error: messageRef('profileDetails.notFound') })
  .positive({ error: messageRef('profileDetails.notFound') });

/** An optional free text: blank counts as absent. */
const optionalNote = z
  .string({ error: messageRef('reports.noteTooLong', { max: REPORT_LIMITS.noteMax }) })
  .trim()
  .max(REPORT_LIMITS.noteMax, { error: messageRef('reports.noteTooLong', { max: REPORT_LIMITS.noteMax }) })
  .optional()
  .transform((value) => value || undefined);

/** POST /api/report (JSON, or the fields of a multipart form with an optional `screenshot`). */
export const reportSchema = z.object({
  user_id: memberId,
  reason: z.enum(REPORT_REASONS, { error: messageRef('reports.reasonRequired') }),
  note: optionalNote,
});
export type ReportInput = z.input<typeof reportSchema>;

/** POST /api/grievance: the grievance officer's form, open to visitors. */
export const grievanceSchema = z.object({
  name: requiredText(messageRef('enquiry.nameRequired'), { length: 100, message: messageRef('enquiry.nameTooLong') }),
  email: emailField(messageRef('enquiry.emailRequired')),
  subject: z.enum(GRIEVANCE_SUBJECTS, { error: messageRef('grievance.subjectRequired') }),
  description: requiredText(messageRef('grievance.descriptionRequired'), {
    length: REPORT_LIMITS.descriptionMax,
    message: messageRef('grievance.descriptionTooLong', { max: REPORT_LIMITS.descriptionMax }),
  }),
});
export type GrievanceInput = z.infer<typeof grievanceSchema>;

/** The answer of POST /api/report and POST /api/grievance: the reference, in the message too. */
export const filedAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  /** 'R-' (a report) or 'G-' (a grievance) and eight characters, e.g. R-7K3M9Q2X. */
  reference: z.string(),
});
export type FiledAnswer = z.output<typeof filedAnswerSchema>;

/** One of the member's own reports or grievances (GET /api/reports). */
export const myReportSchema = z.object({
  reference: z.string(),
  kind: z.enum(['report', 'grievance']),
  /** A REPORT_REASONS value, or a GRIEVANCE_SUBJECTS value for a grievance. */
  reason: z.string(),
  /** The reported member's name, while that member still exists. */
  reported_name: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MyReport = z.output<typeof myReportSchema>;

/** GET /api/reports. */
export const myReportsAnswerSchema = z.object({ success: z.boolean(), data: z.array(myReportSchema) });
export type MyReportsAnswer = z.output<typeof myReportsAnswerSchema>;
