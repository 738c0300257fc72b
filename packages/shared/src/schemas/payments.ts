import { z } from 'zod';
import { messageRef } from '../i18n/translator.js';
import { PAYMENT_METHODS } from '../payments.js';

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
