import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@inai/shared';
import { z } from 'zod';
import { publicUserAnswer } from '../users/users.responses.js';

const planId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** presentOrder: one order as its owner sees it (amounts in paise). */
export const paymentOrderAnswer = z.object({
  orderId: z.string(),
  reference: z.string(),
  planId,
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  paymentMode: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  extraDays: z.number().int(),
});

export const plansAnswer = z.object({
  success: z.boolean(),
  data: z
    .array(
      z.object({
        id: planId,
        name: z.enum(['Silver', 'Gold', 'Platinum']),
        price: z.number().int(),
        listPrice: z.number().int().nullable(),
        discountLabel: z.string().nullable(),
        validityMonths: z.number().int(),
        validityLabel: z.string(),
        monthlyProfileViews: z.number().int().nullable(),
        contactDetails: z.boolean(),
        sendInterest: z.boolean(),
        premiumBenefits: z.boolean(),
        horoscopeView: z.boolean(),
        prioritySupport: z.boolean(),
        chat: z.boolean(),
      }),
    )
    .readonly(),
  provider: z.enum(['sandbox', 'phonepe']),
  upiEnabled: z.boolean(),
});

export const initiateAnswer = z.object({
  success: z.boolean(),
  orderId: z.string(),
  reference: z.string(),
  redirectUrl: z.string(),
  planId,
  amount: z.number().int(),
  extraDays: z.number().int(),
  upi: z.object({ uri: z.string(), qrSvg: z.string() }).optional(),
});

export const paymentStatusAnswer = z.object({
  success: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  paymentMode: z.string().nullable(),
  transactionId: z.string().nullable(),
  timestamp: z.string(),
  message: z.string(),
  user: publicUserAnswer,
  order: paymentOrderAnswer,
});

export const decryptAnswer = z.object({ success: z.boolean(), orderId: z.string(), status: z.enum(PAYMENT_STATUSES) });
export const paymentListAnswer = z.object({ success: z.boolean(), data: z.array(paymentOrderAnswer) });
