/**
 * Payments (specification sections 3, 4 and 7; docs/api.md, "Payments"). An order moves forward only:
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
