// The console's payments and enquiries.
import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payments.js';
import { adminPageField, adminPageOf, adminSearchField, OWN_CASES, operatorReason } from './admin.js';

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
export const adminPaymentSchema = z.object({
  order_id: z.string(),
  /** 'Order_123456': the note of a UPI transfer. */
  reference: z.string(),
  /** null once the member's account was erased (the record stays, without the person). */
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  /** Paise. */
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  transaction_id: z.string().nullable(),
  payment_mode: z.string().nullable(),
  failure_code: z.string().nullable(),
  /** 'amount_mismatch' or 'paid_after_final': an operator must look. */
  review_reason: z.string().nullable(),
  /** Paise that arrived, kept when it differs from `amount`. */
  received_amount: z.number().int().nullable(),
  /** A PENDING UPI order: the operator may confirm or reject it. */
  confirmable: z.boolean(),
  /** Set when it is the order of the operator asking: confirmable or not, they may not settle it. */
  own_case: z.enum(OWN_CASES.payment).nullable(),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;

/** GET /api/admin/payments. */
export const adminPaymentsAnswerSchema = adminPageOf(adminPaymentSchema);
export type AdminPaymentsAnswer = z.output<typeof adminPaymentsAnswerSchema>;

/** What confirm and reject answer: the message and the order as it now is. */
export const adminPaymentActionAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  payment: adminPaymentSchema,
});
export type AdminPaymentActionAnswer = z.output<typeof adminPaymentActionAnswerSchema>;

/** A contact-form enquiry as the console shows it. */
export const adminEnquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  mail_status: z.enum(['pending', 'sent', 'failed']),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  handled_by_name: z.string().nullable(),
});
export type AdminEnquiry = z.output<typeof adminEnquirySchema>;

/** GET /api/admin/enquiries. */
export const adminEnquiriesAnswerSchema = adminPageOf(adminEnquirySchema);
export type AdminEnquiriesAnswer = z.output<typeof adminEnquiriesAnswerSchema>;
