import { planById, type AdminEnquiry, type AdminPayment } from '@inai/shared';
import type { ConsoleEnquiryRow } from '../enquiry/enquiry.repository.js';
import type { ConsoleOrderRow } from '../payments/payments.repository.js';
import { ownPayment } from '../operators/operator.policy.js';

/** An order as the console shows it to an operator; an erased member's order names nobody. */
export function presentPayment(row: ConsoleOrderRow, operator: { id: number }): AdminPayment {
  const member =
    row.member_name !== null && row.member_email !== null && row.member_erased_at === null
      ? { id: row.user_id, name: row.member_name, email: row.member_email }
      : null;
  return {
    order_id: row.order_id,
    reference: row.reference,
    member,
    plan_id: row.plan_id,
    plan_name: planById(row.plan_id)?.name ?? String(row.plan_id),
    amount: row.amount,
    method: row.method,
    provider: row.provider,
    status: row.status,
    created_at: row.created_at,
    completed_at: row.completed_at,
    transaction_id: row.transaction_id,
    payment_mode: row.payment_mode,
    failure_code: row.failure_code,
    review_reason: row.review_reason,
    received_amount: row.received_amount,
    confirmable: row.method === 'upi' && row.status === 'PENDING',
    own_case: ownPayment(operator, row),
  };
}

export function presentEnquiry(row: ConsoleEnquiryRow): AdminEnquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    mail_status: row.mail_status,
    created_at: row.created_at,
    handled_at: row.handled_at,
    handled_by_name: row.handled_by_name,
  };
}
