import { randomBytes } from 'node:crypto';
import type { Checkout, CheckoutRequest, GatewayStatus, PaymentProvider } from './payment-provider.js';

/** The simulated outcomes of the sandbox page's three buttons. */
export const SANDBOX_OUTCOMES = ['COMPLETED', 'FAILED', 'PENDING'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export interface SandboxPayment {
  orderId: string;
  /** Paise. */
  amount: number;
  state: SandboxOutcome;
  paymentMode: string | null;
  transactionId: string | null;
}

/** Where the sandbox gateway keeps its payments (the database, through a repository). */
export interface SandboxStore {
  create(orderId: string, amount: number, now: Date): Promise<void>;
  find(orderId: string): Promise<SandboxPayment | undefined>;
  /** Records a button's outcome on a payment that is still PENDING; false if it had already ended. */
  settle(
    orderId: string,
    outcome: SandboxOutcome,
    attempt: { paymentMode: string; transactionId: string },
    now: Date,
  ): Promise<boolean>;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** What a button on the sandbox page does: the payer "pays", fails or leaves the payment pending. */
  simulate(orderId: string, outcome: SandboxOutcome, now: Date): Promise<boolean>;
}

/**
 * The built-in simulated gateway (docs/api.md, "Payments"). Its checkout is a page of this server
 * (`/api/payment/sandbox/{orderId}`); it keeps the simulated outcome in its own table, so its
 * status call answers as a real gateway's would: COMPLETED with the order's amount, a payment
 * mode and a transaction id. Nothing leaves the machine and no money moves.
 */
export function createSandboxProvider(store: SandboxStore): SandboxProvider {
  return {
    name: 'sandbox',

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      await store.create(request.orderId, request.amount, new Date());
      // Relative, so it works behind the web dev server's proxy as well as on PUBLIC_URL.
      return { redirectUrl: `/api/payment/sandbox/${encodeURIComponent(request.orderId)}`, providerOrderId: null };
    },

    async orderStatus(orderId: string): Promise<GatewayStatus> {
      const payment = await store.find(orderId);
      if (!payment) {
        return {
          state: 'UNKNOWN_ORDER',
          amount: null,
          orderAmount: null,
          paymentMode: null,
          transactionId: null,
          providerOrderId: null,
          errorCode: null,
        };
      }
      return {
        state: payment.state,
        amount: payment.transactionId ? payment.amount : null,
        orderAmount: payment.amount,
        paymentMode: payment.paymentMode,
        transactionId: payment.transactionId,
        providerOrderId: null,
        errorCode: payment.state === 'FAILED' ? 'SANDBOX_SIMULATED_FAILURE' : null,
      };
    },

    async simulate(orderId: string, outcome: SandboxOutcome, now: Date): Promise<boolean> {
      const attempt = { paymentMode: 'UPI', transactionId: `SBX${randomBytes(9).toString('hex').toUpperCase()}` };
      return store.settle(orderId, outcome, attempt, now);
    },
  };
}

export function isSandboxProvider(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox';
}
