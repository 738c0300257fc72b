import type { AuditAction, ReportStatus, Translator } from '@inai/shared';

/** A report reason's or grievance subject's label; an unknown value shows as it is stored. */
export function reasonLabel(t: Translator, value: string): string {
  const key = value === 'other' ? 'admin.reasonOther' : `admin.reason.${value}`;
  return t.has(key) ? t.lookup(key) : value;
}

export const statusLabel = (t: Translator, status: ReportStatus) => t.lookup(`admin.status.${status}`);
export const kindLabel = (t: Translator, kind: 'report' | 'grievance') => t.lookup(`admin.kind.${kind}`);
export const auditLabel = (t: Translator, action: AuditAction) =>
  t.has(`admin.audit.action.${action}`) ? t.lookup(`admin.audit.action.${action}`) : action;
