import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payments.js';
import { publicUserSchema } from './user.js';

/**
 * POST /api/payment/initiate. The specification's client also sends orderId, customerId and
 * callbackUrl: they are accepted and ignored (we make our own order id and return address).
 * The amount (paise) must be a catalogue price; user_id, when sent, must be the caller.
 */
export const paymentInitiateSchema = z.object({
  amount: z.coerce
    .number({ error: messageRef('payment.fillAll') })
    .int({ error: messageRef('payment.unknownAmount') })
    .positive({ error: messageRef('payment.unknownAmount') }),
  user_id: z.coerce
    .number({ error: messageRef('payment.fillAll') })
    .int()
    .positive()
    .optional(),
  method: z.enum(PAYMENT_METHODS).default('gateway'),
  orderId: z.unknown().optional(),
  customerId: z.unknown().optional(),
  callbackUrl: z.unknown().optional(),
  token: z.unknown().optional(),
});
export type PaymentInitiateInput = z.infer<typeof paymentInitiateSchema>;

const orderIdField = z
  .string({ error: messageRef('payment.fillAll') })
  .trim()
  .min(1, { error: messageRef('payment.fillAll') })
  .max(64, { error: messageRef('payment.orderNotFound') });

/** POST /api/payment-status. */
export const paymentStatusSchema = z.object({ orderId: orderIdField, token: z.unknown().optional() });

/** POST /api/decryptResponse: `encResponse` is what the return address carried. */
export const decryptResponseSchema = z.object({
  encResponse: z
    .string({ error: messageRef('payment.fillAll') })
    .trim()
    .min(1, { error: messageRef('payment.fillAll') })
    .max(2048, { error: messageRef('payment.orderNotFound') }),
  token: z.unknown().optional(),
});

/*
 * The answers (docs/api.md, "Payments"). Amounts are in paise. An order moves forward only:
 * PENDING → COMPLETED | FAILED | EXPIRED.
 */

const planId = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/**
 * A plan of the catalogue (specification sections 3, 6 and 9), as PLANS holds it and GET
 * /api/plans sends it. Features follow the plan feature matrix of section 6.
 */
export const planSchema = z.object({
  id: planId,
  name: z.enum(['Silver', 'Gold', 'Platinum']),
  /** Paise. */
  price: z.number().int(),
  /** Paise; the struck-through list price, where the catalogue shows one. */
  listPrice: z.number().int().nullable(),
  discountLabel: z.string().nullable(),
  validityMonths: z.number().int(),
  validityLabel: z.string(),
  /** Distinct full profiles that may be opened per calendar month; null is unlimited. */
  monthlyProfileViews: z.number().int().nullable(),
  contactDetails: z.boolean(),
  sendInterest: z.boolean(),
  /** The privacy switches ('Premium User Benefits'). */
  premiumBenefits: z.boolean(),
  horoscopeView: z.boolean(),
  prioritySupport: z.boolean(),
  chat: z.boolean(),
});
export type Plan = z.output<typeof planSchema>;

/** GET /api/plans: the catalogue, and what the purchase panel may offer on this server. */
export const plansAnswerSchema = z.object({
  success: z.boolean(),
  data: z.array(planSchema).readonly(),
  /** The configured gateway: 'sandbox' shows the simulated payment page. */
  provider: z.enum(['sandbox', 'phonepe']),
  /** Whether a UPI QR to the fixed payee (UPI_PAYEE_VPA) may be offered. */
  upiEnabled: z.boolean(),
});
export type PlansAnswer = z.output<typeof plansAnswerSchema>;

/**
 * The tax invoice of a completed order, as issued (docs/decisions/0065). Amounts in paise; the
 * states are named as profiles name them, with their GST codes. `supplierGstin` is null on a
 * server without one: its receipt says it is not a tax invoice.
 */
export const taxInvoiceSchema = z.object({
  /** 'IM/26-27/000001': consecutive within the financial year. */
  number: z.string(),
  /** ISO time of issue (the payment's completion). */
  issuedAt: z.string(),
  supplierGstin: z.string().nullable(),
  supplierState: z.string(),
  supplierStateCode: z.string(),
  buyerName: z.string(),
  placeOfSupply: z.string(),
  placeOfSupplyCode: z.string(),
  sac: z.string(),
  ratePercent: z.number().int(),
  taxable: z.number().int(),
  cgst: z.number().int(),
  sgst: z.number().int(),
  igst: z.number().int(),
  total: z.number().int(),
});
export type TaxInvoice = z.output<typeof taxInvoiceSchema>;

/** One order as its owner sees it (payment-status, the payments list, the receipt). */
export const paymentOrderSchema = z.object({
  /** Our merchant order id: long, random, unique; what payment-status takes. */
  orderId: z.string(),
  /** 'Order_' and six digits. */
  reference: z.string(),
  planId,
  amount: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  /** The provider's payment instrument (UPI, CARD, NET_BANKING…), once known. */
  paymentMode: z.string().nullable(),
  /** The provider's transaction id, once known. */
  transactionId: z.string().nullable(),
  /** ISO time the order was created. */
  createdAt: z.string(),
  /** ISO time it reached its final state. */
  completedAt: z.string().nullable(),
  /** For COMPLETED: the plan it activated (ISO times) and the upgrade's extra days. */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  extraDays: z.number().int(),
  /** For COMPLETED: its tax invoice. */
  invoice: taxInvoiceSchema.nullable(),
});
export type PaymentOrder = z.output<typeof paymentOrderSchema>;

/** POST /api/payment/initiate. */
export const paymentInitiateAnswerSchema = z.object({
  success: z.boolean(),
  orderId: z.string(),
  reference: z.string(),
  /** Where the browser goes next: the gateway's page, or for UPI our status page. */
  redirectUrl: z.string(),
  planId,
  amount: z.number().int(),
  /** Days added to the new plan for the unused part of the current one; 0 for a first plan. */
  extraDays: z.number().int(),
  /** Present for method 'upi': the payment link and its QR code as an SVG document. */
  upi: z.object({ uri: z.string(), qrSvg: z.string() }).optional(),
});
export type PaymentInitiateAnswer = z.output<typeof paymentInitiateAnswerSchema>;

/** POST /api/payment-status: the specification's fields, plus the order and the member as they are now. */
export const paymentStatusAnswerSchema = z.object({
  success: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number().int(),
  paymentMode: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** ISO time of the last change. */
  timestamp: z.string(),
  message: z.string(),
  user: publicUserSchema,
  order: paymentOrderSchema,
});
export type PaymentStatusAnswer = z.output<typeof paymentStatusAnswerSchema>;

/** POST /api/decryptResponse. */
export const decryptResponseAnswerSchema = z.object({
  success: z.boolean(),
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type DecryptResponseAnswer = z.output<typeof decryptResponseAnswerSchema>;

/** GET /api/payments: the member's own orders, newest first. */
export const paymentListAnswerSchema = z.object({ success: z.boolean(), data: z.array(paymentOrderSchema) });
export type PaymentListAnswer = z.output<typeof paymentListAnswerSchema>;
