import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate, planById, planEnd, purchaseKind, type ActivePlanInfo, type PublicUser } from '@inai/shared';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { leaveFor } from '../utils/leave-for';
import { PurchasePanel } from './purchase-panel';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../utils/leave-for', () => ({ leaveFor: vi.fn() }));

const NOW = new Date('2026-03-05T10:00:00Z');
const DAY = 86_400_000;
const GOLD = planById(2)!;

function activePlan(planId: 1 | 2 | 3, daysLeft: number): ActivePlanInfo {
  return {
    plan_id: planId,
    plan_price: planById(planId)!.price,
    status: 'Approved',
    start_date: new Date(NOW.getTime() - 10 * DAY).toISOString(),
    expiry_date: new Date(NOW.getTime() + daysLeft * DAY).toISOString(),
  };
}

function show(member: PublicUser | null, planId: number | undefined, upiEnabled = false) {
  const client = member ? signedInClient(member) : undefined;
  renderWithQueries(
    <MemoryRouter>
      <PurchasePanel plan={planId === undefined ? undefined : planById(planId)} upiEnabled={upiEnabled} />
    </MemoryRouter>,
    client,
  );
}

const initiated = {
  success: true,
  orderId: 'ord_abc123',
  reference: 'Order_482913',
  redirectUrl: '/api/payment/sandbox/ord_abc123',
  planId: 2,
  amount: 499_900,
  extraDays: 0,
};

function answer(body: object, status = 200) {
  return vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the purchase panel', () => {
  it("says 'No plan selected.' without a plan", () => {
    show(testMember(), undefined);
    expect(screen.getByText('No plan selected.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows the plan, makes the order with its price and sends the browser to the gateway', async () => {
    const fetch = answer(initiated);
    vi.stubGlobal('fetch', fetch);
    show(testMember(), 2);
    expect(screen.getByText('Gold')).toBeTruthy();
    expect(screen.getByText('₹4,999')).toBeTruthy();
    expect(screen.getByText('6 Months')).toBeTruthy();
    expect(screen.getByText(`Your Gold plan will be valid till ${formatDate(planEnd(GOLD, NOW), 'en')}.`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('/api/payment/sandbox/ord_abc123'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/payment/initiate');
    expect(JSON.parse(String(init!.body))).toEqual({ amount: 499_900, user_id: 7, method: 'gateway' });
    expect(screen.getByTestId('order-reference').textContent).toBe('Order reference: Order_482913');
    expect(screen.getByRole('button', { name: /Pay Now/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it("says 'No redirect URL found in the response' when the answer has none", async () => {
    vi.stubGlobal('fetch', answer({ ...initiated, redirectUrl: '' }));
    show(testMember(), 1);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('No redirect URL found in the response'));
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("toasts 'Error initiating payment. Please try again.', or the server's reason for a refusal", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('fetch', answer({ success: false, code: 'internal_error', message: 'boom' }, 500));
    show(testMember(), 1);
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Error initiating payment. Please try again.'));

    vi.stubGlobal(
      'fetch',
      answer({ success: false, code: 'plan_already_active', message: 'You already have an active plan' }, 409),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('You already have an active plan'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(3));
    expect(notify.error).toHaveBeenLastCalledWith('Error initiating payment. Please try again.');
  });

  it('offers an upgrade: the unused days of Silver become extra days on Gold, with the new end date', async () => {
    const current = activePlan(1, 20);
    const offer = purchaseKind(current, GOLD, NOW);
    if (offer.kind !== 'upgrade') throw new Error('expected an upgrade');
    expect(offer.offer.extraDays).toBeGreaterThan(0);
    const fetch = answer({ ...initiated, extraDays: offer.offer.extraDays });
    vi.stubGlobal('fetch', fetch);
    show(testMember({ premium_user: 1, active_plan: current }), 2);

    const box = screen.getByTestId('upgrade-offer');
    expect(within(box).getByText('Upgrade offer')).toBeTruthy();
    expect(
      within(box).getByText(
        `The unused 20 days of your Silver plan are not lost: they become ${offer.offer.extraDays} extra days on Gold.`,
      ),
    ).toBeTruthy();
    const end = formatDate(planEnd(GOLD, NOW, offer.offer.extraDays), 'en');
    expect(within(box).getByText(`Your Gold plan will be valid till ${end}.`)).toBeTruthy();
    expect(screen.queryByText('You already have an active plan')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
  });

  it("refuses the same or a lower plan: 'You already have an active plan' with its price and expiry date", () => {
    const current = activePlan(2, 40);
    show(testMember({ premium_user: 1, active_plan: current }), 1);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('You already have an active plan')).toBeTruthy();
    expect(within(notice).getByText('₹4,999 (Gold)')).toBeTruthy();
    // Day 2-digit, short month, year, Indian English: 14 Apr 2026.
    expect(within(notice).getByText('14 Apr 2026')).toBeTruthy();
    expect(within(notice).getByText(/choose a higher one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('tells an unverified member to verify first, and a visitor to log in', () => {
    show(testMember({ is_verified: 0 }), 3);
    expect(screen.getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe('/verifyotp');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('asks a visitor to log in', () => {
    show(null, 3);
    expect(screen.getByText('Platinum')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('shows the UPI QR code with the amount, the reference and the way to the status page', async () => {
    const fetch = answer({
      ...initiated,
      planId: 1,
      amount: 149_900,
      redirectUrl: '/payment-status?orderId=ord_abc123',
      upi: { uri: 'upi://pay?pa=inai@bank&am=1499.00&tn=Order_482913', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    });
    vi.stubGlobal('fetch', fetch);
    show(testMember(), 1, true);
    await userEvent.click(screen.getByRole('radio', { name: 'Scan a UPI QR code' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    const qr = await screen.findByTestId('upi-qr');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toMatchObject({ amount: 149_900, method: 'upi' });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    );
    expect(qr.getAttribute('alt')).toBe('UPI QR code to pay ₹1,499 for order Order_482913');
    expect(screen.getByTestId('order-reference').textContent).toContain('Order_482913');
    expect(screen.getByRole('link', { name: 'Open in a UPI app' }).getAttribute('href')).toMatch(/^upi:\/\/pay\?/);
    expect(screen.getByRole('link', { name: 'Check payment status' }).getAttribute('href')).toBe(
      '/payment-status?orderId=ord_abc123',
    );
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });
});
