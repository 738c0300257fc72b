/**
 * A payment gateway as the payments module sees it (docs/api.md, "Payments"): it opens a checkout for one of
 * our orders and answers a status call about it. Only the status call's answer ever moves an
 * order (docs/decisions/0013); a webhook or a browser's return is merely a reason to ask.
 */

export type ProviderName = 'sandbox' | 'phonepe';

export interface CheckoutRequest {
  /** Our merchant order id. */
  orderId: string;
  /** Paise. */
  amount: number;
  /** A short line the gateway may show the payer. */
  message: string;
  /** Where the gateway sends the browser back when the payer is done. */
  returnUrl: string;
  /** How long the gateway keeps the checkout open. */
  expireAfterSeconds: number;
}

export interface Checkout {
  /** Where the browser goes to pay. */
  redirectUrl: string;
  /** The gateway's own id for the order, if it gives one. */
  providerOrderId: string | null;
}

/** A gateway's answer about one order. */
export interface GatewayStatus {
  /** UNKNOWN_ORDER: the gateway has no such order (its checkout was never created). */
  state: 'PENDING' | 'COMPLETED' | 'FAILED' | 'UNKNOWN_ORDER';
  /** Paise paid by the successful attempt (or of the latest attempt), when the gateway says. */
  amount: number | null;
  /** Paise of the order as the gateway holds it. */
  orderAmount: number | null;
  paymentMode: string | null;
  transactionId: string | null;
  providerOrderId: string | null;
  errorCode: string | null;
}

export interface StatusOptions {
  /** A shorter limit than the gateway's default, for a call a person is waiting on. */
  timeoutMs?: number;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  orderStatus(orderId: string, options?: StatusOptions): Promise<GatewayStatus>;
}

/**
 * The gateway could not be reached, did not answer in time, or answered with something we
 * cannot use. `nothingCreated` is true when we know no checkout exists (the connection was
 * refused, or the gateway refused the request), false when one may exist (a timeout).
 * The message never holds credentials or tokens.
 */
export class GatewayUnavailable extends Error {
  override name = 'GatewayUnavailable';
  constructor(
    message: string,
    readonly nothingCreated: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
