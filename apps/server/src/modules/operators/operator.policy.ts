import type { OwnCase } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * No operator decides their own case (docs/design.md, "Operators on record"): an operator is also a member, and
 * a decision about oneself is one nobody else has checked. Each rule names the code it refuses
 * with (403), so the console can say which; another operator can still decide. The same rule
 * answers both questions: the console lists name it on each item (`own_case`), and the decision
 * is refused with it, so what the console disables and what the server refuses cannot drift
 * apart. The command line acts as no operator (audited with actor null) and is not bound by these.
 */
interface Operator {
  id: number;
}

function refuse(code: OwnCase | null): void {
  if (code) throw new AppError(403, code);
}

/** Approving or rejecting an ID: not one's own. */
export function ownIdCheck(operator: Operator, submission: { user_id: number }): OwnCase<'id'> | null {
  return submission.user_id === operator.id ? 'cannot_decide_own_id' : null;
}
export const refuseOwnIdCheck = (operator: Operator, submission: { user_id: number }) => refuse(ownIdCheck(operator, submission));

/** Confirming or rejecting a UPI payment: not one's own order (either way it moves one's own plan). */
export function ownPayment(operator: Operator, order: { user_id: number }): OwnCase<'payment'> | null {
  return order.user_id === operator.id ? 'cannot_settle_own_payment' : null;
}
export const refuseOwnPayment = (operator: Operator, order: { user_id: number }) => refuse(ownPayment(operator, order));

/**
 * Deciding a report or grievance: not one about oneself (the reported member), and not one filed
 * oneself, since its outcome (a warning, a suspension, 'resolved') is the filer's own demand.
 */
export function ownReport(
  operator: Operator,
  report: { reporter_id: number | null; reported_id: number | null },
): OwnCase<'report'> | null {
  if (report.reported_id === operator.id) return 'cannot_decide_report_about_self';
  if (report.reporter_id === operator.id) return 'cannot_decide_own_report';
  return null;
}
export const refuseOwnReport = (operator: Operator, report: { reporter_id: number | null; reported_id: number | null }) =>
  refuse(ownReport(operator, report));

/**
 * Approving or rejecting a photo: not one's own. Approving would clear one's own picture of the
 * review every other member's gets; rejecting is refused too, which is simplest and takes nothing
 * from them (they can delete their own photo from their gallery).
 */
export function ownPhoto(operator: Operator, photo: { user_id: number }): OwnCase<'photo'> | null {
  return photo.user_id === operator.id ? 'cannot_decide_own_photo' : null;
}
export const refuseOwnPhoto = (operator: Operator, photo: { user_id: number }) => refuse(ownPhoto(operator, photo));

/**
 * Whether a user is an operator now: the role, and an account in good standing. What the console
 * handed an operator (a photo's link) stops working the moment this turns false.
 */
export function actsAsOperator(user: { role: string; suspended_at: string | null; erased_at: string | null }): boolean {
  return user.role === 'operator' && user.suspended_at === null && user.erased_at === null;
}
