import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentOrder, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import UserPlanPage from './user-plan-page';

const PAID = testMember({
  premium_user: 1,
  active_plan: {
    plan_id: 2,
    plan_price: 499_900,
    status: 'Approved',
    start_date: '2026-03-05T10:00:00.000Z',
    expiry_date: '2026-09-12T10:00:00.000Z',
  },
});

const ORDERS: PaymentOrder[] = [
  {
    orderId: 'ord_2',
    reference: 'Order_482913',
    planId: 2,
    amount: 499_900,
    status: 'COMPLETED',
    method: 'gateway',
    paymentMode: 'UPI',
    transactionId: 'T2603051000123',
    createdAt: '2026-03-05T10:00:00.000Z',
    completedAt: '2026-03-05T10:00:30.000Z',
    validFrom: '2026-03-05T10:00:30.000Z',
    validUntil: '2026-09-12T10:00:30.000Z',
    extraDays: 7,
    invoice: {
      number: 'IM/25-26/000042',
      issuedAt: '2026-03-05T10:00:30.000Z',
      supplierGstin: '33AABCI1234A1ZI',
      supplierState: 'Tamil Nadu',
      supplierStateCode: '33',
      buyerName: 'Kavya Raman',
      placeOfSupply: 'Karnataka',
      placeOfSupplyCode: '29',
      sac: '999799',
      ratePercent: 18,
      taxable: 423_644,
      cgst: 0,
      sgst: 0,
      igst: 76_256,
      total: 499_900,
    },
  },
  {
    orderId: 'ord_1',
    reference: 'Order_174402',
    planId: 1,
    amount: 149_900,
    status: 'FAILED',
    method: 'gateway',
    paymentMode: null,
    transactionId: null,
    createdAt: '2026-02-20T10:00:00.000Z',
    completedAt: '2026-02-20T10:01:00.000Z',
    validFrom: null,
    validUntil: null,
    extraDays: 0,
    invoice: null,
  },
];

function renderPage(member: PublicUser, orders: PaymentOrder[] = ORDERS) {
  const fetch = vi.fn(async (_url: string) => Response.json({ success: true, data: orders }));
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter>
      <UserPlanPage />
    </MemoryRouter>,
    signedInClient(member),
  );
  return fetch;
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the plan page', () => {
  it('shows the current plan, the banner, all plans and the payments with a printable receipt', async () => {
    const fetch = renderPage(PAID);
    const current = region('Current plan');
    expect(within(current).getByText('Gold')).toBeTruthy();
    expect(within(current).getByText('₹4,999')).toBeTruthy();
    expect(within(current).getByText('Valid till')).toBeTruthy();
    expect(within(current).getByText('12 Sept 2026')).toBeTruthy();
    expect(within(current).getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('Your premium benefits last until 12 Sept 2026.')).toBeTruthy();

    const rows = within(region('All Plans'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Silver', '1 Month', '₹1,499'],
      ['Gold', '6 Months', '₹4,999'],
      ['Platinum', '12 Months', '₹9,999'],
    ]);

    const payments = region('My payments');
    const paid = await within(payments).findByRole('listitem', { name: 'Order_482913' });
    expect(fetch).toHaveBeenCalledWith('/api/payments', expect.objectContaining({ method: 'GET' }));
    expect(within(paid).getByText('COMPLETED')).toBeTruthy();
    const failed = within(payments).getByRole('listitem', { name: 'Order_174402' });
    expect(within(failed).getByText('FAILED')).toBeTruthy();
    expect(within(failed).queryByRole('button')).toBeNull();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(within(paid).getByRole('button', { name: 'Receipt for Order_482913' }));
    const receipt = screen.getByRole('dialog', { name: 'Tax invoice' });
    expect(within(receipt).getByText('Order_482913')).toBeTruthy();
    expect(within(receipt).getByText('Gold (6 Months)')).toBeTruthy();
    expect(within(receipt).getAllByText('₹4,999')).toHaveLength(2);
    // The tax invoice's lines: IGST alone, the buyer being in another state.
    const lines = [...within(screen.getByTestId('tax-invoice')).getAllByRole('definition')].map((d) => d.textContent);
    expect(lines).toEqual([
      'IM/25-26/000042',
      '05 Mar 2026',
      '33AABCI1234A1ZI',
      'Kavya Raman',
      'Karnataka (state code 29)',
      'Matrimony membership: Gold plan (SAC 999799)',
      '₹4,236.44',
      '₹762.56',
      '₹4,999',
      'No',
    ]);
    expect(within(receipt).getByText('IGST at 18%')).toBeTruthy();
    expect(within(receipt).getAllByText('05 Mar 2026')).toHaveLength(2);
    expect(within(receipt).getByText('12 Sept 2026')).toBeTruthy();
    expect(within(receipt).getByText('7 days')).toBeTruthy();
    expect(within(receipt).getByText('T2603051000123')).toBeTruthy();
    expect(within(receipt).getByText('Questions about this payment? Write to support@inaimatrimony.in.')).toBeTruthy();
    await userEvent.click(within(receipt).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('invites a member without a plan to upgrade', async () => {
    renderPage(testMember(), []);
    expect(within(region('Current plan')).getByText('No Plan Selected')).toBeTruthy();
    expect(within(region('Current plan')).queryByText('Valid till')).toBeNull();
    expect(screen.getByText(/Upgrade to a premium plan/)).toBeTruthy();
    expect(await screen.findByText('You have not made any payments yet.')).toBeTruthy();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderPage(PAID, []);
    expect(screen.getByRole('heading', { level: 1, name: 'என் திட்டம்' })).toBeTruthy();
    expect(within(region('தற்போதைய திட்டம்')).getByText('கோல்டு')).toBeTruthy();
    expect(within(region('அனைத்துத் திட்டங்களும்')).getByText('பிளாட்டினம்')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'மேம்படுத்தவும்' })).toBeTruthy();
  });
});
