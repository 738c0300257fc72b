import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder, PaymentStatus, PaymentStatusAnswer, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { POLL_MS } from '../api/payments';
import PaymentStatusPage from './payment-status-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const FREE = testMember();
const PAID = testMember({
  premium_user: 1,
  active_plan: {
    plan_id: 2,
    plan_price: 499_900,
    status: 'Approved',
    start_date: '2026-03-05T10:00:00.000Z',
    expiry_date: '2026-09-05T10:00:00.000Z',
  },
});

const ORDER: PaymentOrder = {
  orderId: 'ord_abc123',
  reference: 'Order_482913',
  planId: 2,
  amount: 499_900,
  status: 'PENDING',
  method: 'gateway',
  paymentMode: null,
  transactionId: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  completedAt: null,
  validFrom: null,
  validUntil: null,
  extraDays: 0,
  invoice: null,
};

function statusAnswer(status: PaymentStatus, user: PublicUser = FREE): PaymentStatusAnswer {
  const done = status === 'COMPLETED';
  return {
    success: true,
    status,
    amount: 499_900,
    paymentMode: done ? 'UPI' : null,
    transactionId: done ? 'T2603051000123' : null,
    timestamp: '2026-03-05T10:00:30.000Z',
    message: done ? 'Payment successful' : status === 'PENDING' ? 'Payment is pending' : 'Payment failed',
    user,
    order: { ...ORDER, status },
  };
}

function renderAt(path: string) {
  const client = signedInClient(FREE);
  client.setQueryData(queryKeys.matches(1, ''), { data: [] });
  const router = createMemoryRouter([{ path: '/payment-status', element: <PaymentStatusPage /> }], {
    initialEntries: [path],
  });
  renderWithQueries(<RouterProvider router={router} />, client);
  return client;
}

afterEach(() => {
  vi.useRealTimers();
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the payment status page', () => {
  it("says 'No status available.' without an order id, and asks nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/payment-status');
    expect(screen.getByText('No status available.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks while PENDING every few seconds, then on COMPLETED toasts once, updates the member and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [statusAnswer('PENDING'), statusAnswer('COMPLETED', PAID)];
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(answers.shift() ?? statusAnswer('COMPLETED', PAID)),
    );
    vi.stubGlobal('fetch', fetch);
    const client = renderAt('/payment-status?orderId=ord_abc123');

    expect(screen.getByText('Checking payment status...')).toBeTruthy();
    expect(await screen.findByText('PENDING')).toBeTruthy();
    expect(screen.getByText('₹4,999')).toBeTruthy();
    expect(screen.getByText('Order_482913')).toBeTruthy();
    expect(screen.getByText(/checks again every few seconds/)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Payment failed or is still pending.', 'ord_abc123|PENDING');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/payment-status');
    expect(JSON.parse(String(init!.body))).toEqual({ orderId: 'ord_abc123' });

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByText('COMPLETED')).toBeTruthy();
    expect(screen.getByText('UPI')).toBeTruthy();
    expect(screen.getByText('T2603051000123')).toBeTruthy();
    expect(screen.getByText('Payment successful')).toBeTruthy();
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Payment approved! Your plan is now active.', 'approved-ord_abc123'),
    );
    expect(client.getQueryData(queryKeys.me())).toEqual(PAID);
    expect(client.getQueryState(queryKeys.matches(1, ''))?.isInvalidated).toBe(true);
    expect(screen.getByRole('link', { name: 'View my plan' }).getAttribute('href')).toBe('/userplan');

    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(notify.success).toHaveBeenCalledTimes(1);
  });

  it("offers 'Retry Payment' to /pricing after a failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(statusAnswer('FAILED'))),
    );
    renderAt('/payment-status?orderId=ord_abc123');
    expect(await screen.findByText('FAILED')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retry Payment' }).getAttribute('href')).toBe('/pricing');
    expect(notify.error).toHaveBeenCalledWith('Payment failed or is still pending.', 'ord_abc123|FAILED');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it("says 'No status available.' with the server's reason for an order that is not the member's", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'We could not find that payment. Please check the link or start again from Pricing.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false, code: 'order_not_found', message }, { status: 404 })),
    );
    renderAt('/payment-status?orderId=someone-elses');
    expect(await screen.findByText('No status available.')).toBeTruthy();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(message, expect.any(String)));
  });

  it("toasts 'Error checking payment status.' when the server cannot be reached", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    renderAt('/payment-status?orderId=ord_abc123');
    expect(await screen.findByText('No status available.', {}, { timeout: 3000 })).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Error checking payment status.', expect.any(String));
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(statusAnswer('FAILED'))),
    );
    renderAt('/payment-status?orderId=ord_abc123');
    expect(await screen.findByText('தோல்வியடைந்தது')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'கட்டண நிலை' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'மீண்டும் செலுத்தவும்' })).toBeTruthy();
    // The time on the 24-hour clock: Tamil locale data would print 'AM'/'PM' in Latin letters.
    expect(screen.getByText(/^5 மார்ச் 2026, \d{2}:\d{2}$/)).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('கட்டணம் தோல்வியடைந்தது அல்லது இன்னும் நிலுவையில் உள்ளது.', expect.any(String));
  });
});
