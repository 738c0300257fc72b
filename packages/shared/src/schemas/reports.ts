import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { GRIEVANCE_SUBJECTS, REPORT_REASONS, type ReportStatus } from '../trust.js';
import { emailField, requiredText } from './common.js';

/** Limits of reports and grievances (issue 14), read by the server and the forms alike. */
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

/** The answer of POST /api/report and POST /api/grievance. */
export interface FiledAnswer {
  success: true;
  message: string;
  /** 'R-' (a report) or 'G-' (a grievance) and eight characters, e.g. R-7K3M9Q2X. */
  reference: string;
}

/** One of the member's own reports or grievances (GET /api/reports). */
export interface MyReport {
  reference: string;
  kind: 'report' | 'grievance';
  /** A REPORT_REASONS value, or a GRIEVANCE_SUBJECTS value for a grievance. */
  reason: string;
  /** The reported member's name, while that member still exists. */
  reported_name: string | null;
  status: ReportStatus;
  outcome_note: string | null;
  created_at: string;
  decided_at: string | null;
}

export interface MyReportsAnswer {
  success: true;
  data: MyReport[];
}
