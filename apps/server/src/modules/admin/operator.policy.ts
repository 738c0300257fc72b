import { AppError } from '../../lib/app-error.js';

/**
 * No operator decides their own case (DESIGN.md §4 point 10): an operator is also a member, and
 * a decision about oneself is one nobody else has checked. Each rule refuses with 403 and its own
 * code, so the console can say which; another operator can still decide. The command line acts
 * as no operator (audited with actor null) and is not bound by these.
 */
interface Operator {
  id: number;
}

/** Approving or rejecting an ID: not one's own. */
export function refuseOwnIdCheck(operator: Operator, submission: { user_id: number }): void {
  if (submission.user_id === operator.id) throw new AppError(403, 'cannot_decide_own_id');
}

/** Confirming or rejecting a UPI payment: not one's own order (either way it moves one's own plan). */
export function refuseOwnPayment(operator: Operator, order: { user_id: number }): void {
  if (order.user_id === operator.id) throw new AppError(403, 'cannot_settle_own_payment');
}

/**
 * Deciding a report or grievance: not one about oneself (the reported member), and not one filed
 * oneself, since its outcome (a warning, a suspension, 'resolved') is the filer's own demand.
 */
export function refuseOwnReport(operator: Operator, report: { reporter_id: number | null; reported_id: number | null }): void {
  if (report.reported_id === operator.id) throw new AppError(403, 'cannot_decide_report_about_self');
  if (report.reporter_id === operator.id) throw new AppError(403, 'cannot_decide_own_report');
}
