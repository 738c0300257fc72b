import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import PaymentCancelPage from './payment-cancel-page';
import PaymentPage from './payment-page';
import PaymentResponsePage from './payment-response-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/payment-response', element: <PaymentResponsePage /> },
      { path: '/payment-cancel', element: <PaymentCancelPage /> },
      { path: '/PaymentPage', element: <PaymentPage /> },
      { path: '/payment-status', element: <p>status page</p> },
      { path: '/pricing', element: <p>pricing page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithQueries(<RouterProvider router={router} />, signedInClient(testMember()));
  return router;
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the payment return pages', () => {
  it('/payment-response hands encResponse to decryptResponse and goes on to the status page', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ success: true, orderId: 'ord_abc123', status: 'PENDING' }),
    );
    vi.stubGlobal('fetch', fetch);
    const router = renderAt('/payment-response?encResponse=b64%2Bdata');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-status'));
    expect(router.state.location.search).toBe('?orderId=ord_abc123');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/decryptResponse');
    expect(JSON.parse(String(init!.body))).toEqual({ encResponse: 'b64+data' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("/payment-response without encResponse says 'No status available.'", () => {
    vi.stubGlobal('fetch', vi.fn());
    renderAt('/payment-response');
    expect(screen.getByText('No status available.')).toBeTruthy();
  });

  it("/payment-cancel says 'Payment Canceled' and 'Return to Pricing' goes there", async () => {
    const router = renderAt('/payment-cancel');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Pricing' }));
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it("/PaymentPage shows the chosen plan's order summary and Pay Now, or 'No plan selected.'", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: [], provider: 'sandbox', upiEnabled: false })),
    );
    renderAt('/PaymentPage?plan=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeTruthy();
    expect(screen.getByText('Platinum')).toBeTruthy();
    expect(screen.getByText('₹9,999')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it("/PaymentPage without a known plan says 'No plan selected.'", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, data: [], provider: 'sandbox', upiEnabled: false })),
    );
    renderAt('/PaymentPage?plan=9');
    expect(screen.getByText('No plan selected.')).toBeTruthy();
  });
});
