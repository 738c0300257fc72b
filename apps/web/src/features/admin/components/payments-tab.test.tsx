import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPayment, AdminPaymentsAnswer } from '@inai/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client';
import { apiGet, apiPost } from '../../../lib/api-client';
import { renderWithQueries } from '../../../test/render';
import { PaymentsTab } from './payments-tab';

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));
const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);

const pending: AdminPayment = {
  order_id: 'INAIabcdefghijklmnopqrstuvwx',
  reference: 'Order_123456',
  member: { id: 7, name: 'Kamjong Buyer', email: 'buyer@example.com' },
  plan_id: 2,
  plan_name: 'Gold',
  amount: 499_900,
  method: 'upi',
  provider: 'upi',
  status: 'PENDING',
  created_at: '2026-11-23T05:00:00.000Z',
  completed_at: null,
  transaction_id: null,
  payment_mode: null,
  failure_code: null,
  review_reason: null,
  received_amount: null,
  confirmable: true,
  own_case: null,
};
const page = (data: AdminPayment[]): AdminPaymentsAnswer => ({ success: true, data, total: data.length, page: 1, pageSize: 20 });

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.clearAllMocks());

describe('the Payments tab', () => {
  it('confirms a pending UPI order with the amount received in rupees (sent in paise) and the UTR', async () => {
    get.mockResolvedValue(page([pending]));
    post.mockResolvedValue({ success: true, message: 'done', payment: { ...pending, status: 'FAILED' } });
    renderWithQueries(<PaymentsTab />);
    const row = await screen.findByTestId('payment-row');
    expect(within(row).getByText('₹4,999')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm UPI payment Order_123456' });
    await userEvent.type(within(dialog).getByLabelText('Amount received in rupees (only if different)'), '4,99x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await within(dialog).findByText('Please give a reason: it is recorded in the audit log.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the amount received in rupees, for example 4999 or 4999.50.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    const amount = within(dialog).getByLabelText('Amount received in rupees (only if different)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '4,000.50');
    await userEvent.type(within(dialog).getByLabelText('Reason (recorded in the audit log)'), 'Less arrived');
    await userEvent.type(within(dialog).getByLabelText('Bank reference (UTR, optional)'), '412345678901');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(post).toHaveBeenCalledWith(`admin/payments/${pending.order_id}/confirm`, {
      reason: 'Less arrived',
      amount: 400_050,
      utr: '412345678901',
    });
    expect(get).toHaveBeenCalledWith('admin/payments?page=1');
  });

  it('disables Confirm and Reject on the operator’s own order and says why beside them', async () => {
    get.mockResolvedValue(page([{ ...pending, own_case: 'cannot_settle_own_payment' }]));
    renderWithQueries(<PaymentsTab />);
    const row = await screen.findByTestId('payment-row');
    const why = 'This order is your own, so you cannot confirm or reject it. Another operator must.';
    expect(within(row).getByTestId('own-case').textContent).toBe(why);
    for (const name of ['Confirm payment', 'Reject']) {
      const button = within(row).getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(within(row).getByTestId('own-case').id);
      await userEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('offers no action on a settled order and says why one needs review', async () => {
    get.mockResolvedValue(
      page([
        {
          ...pending,
          status: 'FAILED',
          confirmable: false,
          review_reason: 'amount_mismatch',
          received_amount: 400_000,
          completed_at: '2026-11-23T06:00:00.000Z',
        },
      ]),
    );
    renderWithQueries(<PaymentsTab />);
    const row = await screen.findByTestId('payment-row');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByTestId('needs-review').textContent).toBe(
      'Needs review: The amount received differs from the price: not activated. Received: ₹4,000',
    );
  });
});
