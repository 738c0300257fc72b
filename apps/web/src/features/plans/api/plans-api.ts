import type {
  PaymentInitiateAnswer,
  PaymentListAnswer,
  PaymentMethod,
  PaymentStatus,
  PaymentStatusAnswer,
  PlansAnswer,
} from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';

/** The plan and payment calls (specification section 7; DESIGN.md §3). */
export const plansApi = {
  /** GET plans: the catalogue, the configured gateway and whether a UPI QR may be offered. */
  plans: () => apiGet<PlansAnswer>('plans'),
  /**
   * payment/initiate. The server derives the plan from the amount and makes its own order id and
   * return address; the specification's client also sends orderId, customerId and callbackUrl,
   * which are left out here because the server ignores them.
   */
  initiate: (amount: number, userId: number, method: PaymentMethod) =>
    apiPost<PaymentInitiateAnswer>('payment/initiate', { amount, user_id: userId, method }),
  /** payment-status: the order as it is now (the server asks the gateway while it is PENDING). */
  status: (orderId: string) => apiPost<PaymentStatusAnswer>('payment-status', { orderId }),
  /** decryptResponse: which order a gateway's return address was about. */
  decrypt: (encResponse: string) =>
    apiPost<{ success: boolean; orderId: string; status: PaymentStatus }>('decryptResponse', { encResponse }),
  /** GET payments: the member's own orders, newest first. */
  payments: () => apiGet<PaymentListAnswer>('payments'),
};
