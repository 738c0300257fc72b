import { REPORT_STATUSES, type MyReport, type ReportStatus } from '@inai/shared';
import type { OwnReportRow } from './reports.repository.js';

const isStatus = (value: string): value is ReportStatus => (REPORT_STATUSES as readonly string[]).includes(value);

/** One of the member's own reports as GET /api/reports shows it: never who decided, never the evidence. */
export function presentOwnReport(row: OwnReportRow): MyReport {
  return {
    reference: row.reference,
    kind: row.kind,
    reason: row.reason,
    reported_name: row.kind === 'report' ? (row.reported_name ?? null) : null,
    status: isStatus(row.status) ? row.status : 'open',
    outcome_note: row.outcome_note,
    created_at: row.created_at,
    decided_at: row.decided_at,
  };
}
