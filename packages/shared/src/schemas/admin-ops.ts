// The console's payments and enquiries.
import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '../payments.js';
import { adminPageField, adminSearchField, operatorReason, type AdminPage, type OwnCase } from './admin.js';

const page = adminPageField;
const search = adminSearchField;
const reason = operatorReason;

/** The most an operator may say arrived for an order: ₹1,00,000 (our dearest plan is far below). */
export const ADMIN_OPS_LIMITS = { maxAmountPaise: 10_000_000, utrMax: 35 } as const;

/** GET /api/admin/payments: orders newest first; '' (or nothing) is every status / method. */
export const adminPaymentsQuerySchema = z.object({
  status: z.union([z.enum(PAYMENT_STATUSES), z.literal('')]).optional(),
  method: z.union([z.enum(PAYMENT_METHODS), z.literal('')]).optional(),
  /** '1': only the orders an operator must look at (an amount mismatch, a payment after the end). */
  review: z.enum(['0', '1', '']).optional(),
  q: search,
  page,
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

/** POST /api/admin/payments/:orderId/confirm: the UPI credit arrived. */
export const adminPaymentConfirmSchema = z.object({
  reason,
  /** Paise received, when it differs from the order's price: such an order is not activated but marked for review. */
  amount: z
    .number({ error: messageRef('adminOps.payments.amountInvalid') })
    .int({ error: messageRef('adminOps.payments.amountInvalid') })
    .positive({ error: messageRef('adminOps.payments.amountInvalid') })
    .max(ADMIN_OPS_LIMITS.maxAmountPaise, { error: messageRef('adminOps.payments.amountInvalid') })
    .optional(),
  /** The bank's reference of the credit (UTR). */
  utr: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]*$/, { error: messageRef('adminOps.payments.utrInvalid', { max: ADMIN_OPS_LIMITS.utrMax }) })
    .max(ADMIN_OPS_LIMITS.utrMax, { error: messageRef('adminOps.payments.utrInvalid', { max: ADMIN_OPS_LIMITS.utrMax }) })
    .optional(),
});
export type AdminPaymentConfirmInput = z.infer<typeof adminPaymentConfirmSchema>;

/** POST /api/admin/payments/:orderId/reject: the UPI credit never arrived. */
export const adminPaymentRejectSchema = z.object({ reason });

/** GET /api/admin/enquiries: '0' (the default) unhandled oldest first, '1' handled newest first. */
export const adminEnquiriesQuerySchema = z.object({
  handled: z.enum(['0', '1']).optional(),
  q: search,
  page,
});
export type AdminEnquiriesQuery = z.infer<typeof adminEnquiriesQuerySchema>;

/** POST /api/admin/enquiries/:id/handled. */
export const adminEnquiryHandledSchema = z.object({ reason });

/** A payment order as the console shows it. */
export interface AdminPayment {
  order_id: string;
  /** 'Order_123456': the note of a UPI transfer. */
  reference: string;
  /** null once the member's account was erased (the record stays, without the person). */
  member: { id: number; name: string; email: string } | null;
  plan_id: number;
  plan_name: string;
  /** Paise. */
  amount: number;
  method: PaymentMethod;
  provider: string;
  status: PaymentStatus;
  created_at: string;
  completed_at: string | null;
  transaction_id: string | null;
  payment_mode: string | null;
  failure_code: string | null;
  /** 'amount_mismatch' or 'paid_after_final': an operator must look. */
  review_reason: string | null;
  /** Paise that arrived, kept when it differs from `amount`. */
  received_amount: number | null;
  /** A PENDING UPI order: the operator may confirm or reject it. */
  confirmable: boolean;
  /** Set when it is the order of the operator asking: confirmable or not, they may not settle it. */
  own_case: OwnCase<'payment'> | null;
}
export type AdminPaymentsAnswer = AdminPage<AdminPayment>;

/** What confirm and reject answer: the message and the order as it now is. */
export interface AdminPaymentActionAnswer {
  success: true;
  message: string;
  payment: AdminPayment;
}

/** A contact-form enquiry as the console shows it. */
export interface AdminEnquiry {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  mail_status: 'pending' | 'sent' | 'failed';
  created_at: string;
  handled_at: string | null;
  handled_by_name: string | null;
}
export type AdminEnquiriesAnswer = AdminPage<AdminEnquiry>;
