import { ROUTES } from '@inai/shared';

/** Where an order's status is shown. */
export function statusPath(orderId: string): string {
  return `${ROUTES.paymentStatus}?${new URLSearchParams({ orderId }).toString()}`;
}
