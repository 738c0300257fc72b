import type { APIRequestContext } from '@playwright/test';
import { planById } from '@inai/shared';
import { expect } from './fixtures';

/** Pays for a plan through the sandbox gateway by its API, as the pages would: the order id. */
export async function paid(request: APIRequestContext, token: string, planId: 1 | 2 | 3, outcome: 'COMPLETED' | 'FAILED') {
  const initiated = await request.post('/api/payment/initiate', {
    data: { amount: planById(planId)!.price },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(initiated.status()).toBe(201);
  const order = (await initiated.json()) as { orderId: string };
  const pressed = await request.post(`/api/payment/sandbox/${order.orderId}`, { form: { outcome }, maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  return order.orderId;
}
