import { OWN_CASES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@inai/shared';
import { z } from 'zod';
import { adminPageAnswer } from '../admin/admin.responses.js';

export const adminPaymentAnswer = z.object({
  order_id: z.string(),
  reference: z.string(),
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  transaction_id: z.string().nullable(),
  payment_mode: z.string().nullable(),
  failure_code: z.string().nullable(),
  review_reason: z.string().nullable(),
  received_amount: z.number().int().nullable(),
  confirmable: z.boolean(),
  own_case: z.enum(OWN_CASES.payment).nullable(),
});

export const adminPaymentsAnswer = adminPageAnswer(adminPaymentAnswer);
export const paymentActionAnswer = z.object({ success: z.boolean(), message: z.string(), payment: adminPaymentAnswer });

export const enquiriesAnswer = adminPageAnswer(
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    message: z.string(),
    mail_status: z.enum(['pending', 'sent', 'failed']),
    created_at: z.string(),
    handled_at: z.string().nullable(),
    handled_by_name: z.string().nullable(),
  }),
);
