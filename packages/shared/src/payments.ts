import type { Plan } from './plans.js';
import type { PublicUser } from './user.js';

/**
 * Payments (specification sections 3, 4 and 7; DESIGN.md §3). An order moves forward only:
 * PENDING → COMPLETED | FAILED | EXPIRED. Only a provider-confirmed COMPLETED with the order's
 * amount activates a plan.
 */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How an order is paid: through the configured gateway (sandbox or PhonePe), or by UPI QR to a fixed payee. */
export const PAYMENT_METHODS = ['gateway', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The order reference members and operators read: 'Order_' and six digits (specification section 9). */
export const ORDER_REFERENCE_PATTERN = /^Order_[1-9]\d{5}$/;

/** POST /api/payment/initiate answers this. */
export interface PaymentInitiateAnswer {
  success: true;
  /** Our merchant order id: long, random, unique; what payment-status takes. */
  orderId: string;
  /** 'Order_' and six digits. */
  reference: string;
  /** Where the browser goes next: the gateway's page, or for UPI our status page. */
  redirectUrl: string;
  planId: 1 | 2 | 3;
  /** Paise. */
  amount: number;
  /** Days added to the new plan for the unused part of the current one; 0 for a first plan. */
  extraDays: number;
  /** Present for method 'upi': the payment link and its QR code as an SVG document. */
  upi?: { uri: string; qrSvg: string };
}

/** One order as its owner sees it (payment-status, the payments list, the receipt). */
export interface PaymentOrder {
  orderId: string;
  reference: string;
  planId: 1 | 2 | 3;
  /** Paise. */
  amount: number;
  status: PaymentStatus;
  method: PaymentMethod;
  /** The provider's payment instrument (UPI, CARD, NET_BANKING…), once known. */
  paymentMode: string | null;
  /** The provider's transaction id, once known. */
  transactionId: string | null;
  /** ISO time the order was created. */
  createdAt: string;
  /** ISO time it reached its final state. */
  completedAt: string | null;
  /** For COMPLETED: the plan it activated (ISO times) and the upgrade's extra days. */
  validFrom: string | null;
  validUntil: string | null;
  extraDays: number;
}

/** POST /api/payment-status: the specification's fields, plus the order and the member as they are now. */
export interface PaymentStatusAnswer {
  success: true;
  status: PaymentStatus;
  amount: number;
  paymentMode: string | null;
  transactionId: string | null;
  /** ISO time of the last change. */
  timestamp: string;
  message: string;
  user: PublicUser;
  order: PaymentOrder;
}

/** GET /api/payments: the member's own orders, newest first. */
export interface PaymentListAnswer {
  success: true;
  data: PaymentOrder[];
}

/** GET /api/plans: the catalogue, and what the purchase panel may offer on this server. */
export interface PlansAnswer {
  success: true;
  data: readonly Plan[];
  /** The configured gateway: 'sandbox' shows the simulated payment page. */
  provider: 'sandbox' | 'phonepe';
  /** Whether a UPI QR to the fixed payee (UPI_PAYEE_VPA) may be offered. */
  upiEnabled: boolean;
}
