import type {
  AdminAuditEntry,
  AdminMember,
  AdminQueueItem,
  AuditAction,
  AuditedSearchList,
  ReportStatus,
  SearchTermKind,
} from '@inai/shared';
import { ownReport } from '../operators/operator.policy.js';
import type { MediaSigner } from '../../lib/media-signer.js';
import type { MemberSearchRow, QueueRow } from './admin.repository.js';
import type { AuditRow } from '../operators/audit.repository.js';
import { operatorPhotoUrl } from '../operators/operators.presenter.js';

/** The operator-only route that streams a report's screenshot. */
export const evidencePath = (reportId: number) => `/api/admin/reports/${reportId}/evidence`;

/**
 * A queue item as the console shows it to an operator, with the reported member's picture
 * (operatorPhotoUrl) and whether it is that operator's own case.
 */
export function presentQueueItem(row: QueueRow, media: MediaSigner, operator: { id: number }): AdminQueueItem {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status as ReportStatus,
    reason: row.reason,
    note: row.note,
    created_at: row.created_at,
    evidence_url: row.evidence_key ? evidencePath(row.id) : null,
    reported:
      row.reported_id !== null && row.reported_name !== null
        ? {
            id: row.reported_id,
            name: row.reported_name,
            thumbnail: row.reported_avatar_id !== null ? operatorPhotoUrl(media, operator, row.reported_avatar_id) : null,
            suspended: row.reported_suspended_at !== null,
          }
        : null,
    reporter: {
      id: row.reporter_id,
      name: row.reporter_name ?? row.contact_name,
      email: row.reporter_email ?? row.contact_email,
      reports_filed: Number(row.reports_filed ?? 0),
      reports_dismissed: Number(row.reports_dismissed ?? 0),
    },
    outcome_note: row.outcome_note,
    decided_at: row.decided_at,
    decided_by_name: row.decider_name,
    own_case: ownReport(operator, row),
  };
}

export function presentMember(row: MemberSearchRow): AdminMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // Empty when another account verified the number this one had typed.
    phone: row.phone ?? '',
    verified: row.is_verified === 1,
    operator: row.role === 'operator',
    suspended: row.suspended_at !== null,
    suspended_at: row.suspended_at,
    suspension_reason: row.suspension_reason,
    created_at: row.created_at,
    report_count: Number(row.report_count ?? 0),
  };
}

/** What the console shows of a search's record: its list, the kind of term, how many it found; never the digest. */
function searchOf(row: AuditRow): AdminAuditEntry['search'] {
  if (row.action !== 'member_searched' || row.details === null) return null;
  const details = JSON.parse(row.details) as { list: AuditedSearchList; kind: SearchTermKind; results: number };
  return { list: details.list, kind: details.kind, results: details.results };
}

export function presentAudit(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    action: row.action as AuditAction,
    actor_id: row.actor_id,
    actor_name: row.actor_name,
    target_user_id: row.target_user_id,
    target_name: row.target_name,
    target_ref: row.target_ref,
    reason: row.reason,
    created_at: row.created_at,
    search: searchOf(row),
  };
}
