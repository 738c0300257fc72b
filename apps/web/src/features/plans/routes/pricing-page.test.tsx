import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession, saveToken } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import PricingPage from './pricing-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const GOLD_MEMBER = testMember({
  premium_user: 1,
  active_plan: {
    plan_id: 2,
    plan_price: 499_900,
    status: 'Approved',
    start_date: '2026-03-05T10:00:00.000Z',
    expiry_date: '2099-09-05T10:00:00.000Z',
  },
});

function LoginProbe() {
  const location = useLocation();
  return <p data-testid="login">{JSON.stringify(location.state)}</p>;
}

function renderPage(member: PublicUser | null) {
  const client = member
    ? signedInClient(member)
    : new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <PricingPage /> },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/pricing'] },
  );
  renderWithQueries(<RouterProvider router={router} />, client);
  return router;
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: [], provider: 'sandbox', upiEnabled: false })),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the pricing page', () => {
  it('shows the three plans with prices, validity, offers and the features of the matrix', () => {
    renderPage(null);
    expect(screen.getByText('No credit card required')).toBeTruthy();
    expect(screen.getAllByTestId('plan-card')).toHaveLength(3);

    const silver = card('Silver');
    expect(within(silver).getByText('₹1,499')).toBeTruthy();
    expect(within(silver).getByText('₹2,000').closest('del')).toBeTruthy();
    expect(within(silver).getByText('List price ₹2,000')).toBeTruthy();
    expect(within(silver).getByText('1 Month')).toBeTruthy();
    const silverFeatures = within(within(silver).getByRole('list', { name: 'What the Silver plan includes' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(silverFeatures).toEqual([
      'Included: 15 premium profile views per month',
      'Included: View contact details',
      'Included: Send interest',
      'Not included: Premium user benefits',
      'Not included: Horoscope view',
      'Not included: Priority support',
      'Not included: Chat',
    ]);

    const gold = card('Gold');
    expect(within(gold).getByText('₹4,999')).toBeTruthy();
    expect(within(gold).getByText('40% Off')).toBeTruthy();
    expect(within(gold).getByText('6 Months')).toBeTruthy();
    expect(within(gold).getByText('100 premium profile views per month')).toBeTruthy();
    expect(within(gold).getByText('Chat').closest('li')?.dataset.included).toBe('false');

    const platinum = card('Platinum');
    expect(within(platinum).getByText('₹9,999')).toBeTruthy();
    expect(within(platinum).getByText('50% Off')).toBeTruthy();
    expect(within(platinum).getByText('12 Months')).toBeTruthy();
    expect(within(platinum).getByText('Unlimited premium profile views')).toBeTruthy();
    expect(within(platinum).queryByText(/Not included/)).toBeNull();

    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(3);
  });

  it("sends a visitor's Get Started to /login, to come back to this plan", async () => {
    const router = renderPage(null);
    await userEvent.click(within(card('Gold')).getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The sign-in screen says why: the reason travels with the page it goes back to, since a
    // visitor's pricing page is not the app and loads the sign-in screen as a whole page.
    expect(JSON.parse(screen.getByTestId('login').textContent!)).toEqual({
      from: '/pricing?plan=2',
      notice: 'redirect.loginRequired',
    });
  });

  it("keeps a member's Get Started while the session is still being confirmed, and opens the panel then", async () => {
    saveToken('token', false);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    let answer: (member: PublicUser) => void = () => {};
    const pending = new Promise<PublicUser>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        String(url).includes('getLoggedInUserProfile')
          ? Response.json({ success: true, user: await pending })
          : Response.json({ success: true, data: [], provider: 'sandbox', upiEnabled: false }),
      ),
    );
    const router = createMemoryRouter(
      [
        { path: '/pricing', element: <PricingPage /> },
        { path: '/login', element: <LoginProbe /> },
      ],
      {
        initialEntries: ['/pricing'],
      },
    );
    renderWithQueries(<RouterProvider router={router} />, client);
    await userEvent.click(within(card('Silver')).getByRole('button', { name: 'Get Started' }));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(router.state.location.search).toBe('?plan=1');
    expect(notify.error).not.toHaveBeenCalled();
    answer(testMember());
    expect(await screen.findByRole('dialog', { name: 'Your order' })).toBeTruthy();
  });

  it("marks the member's own plan 'Selected Plan' (disabled, with the reason) and opens the panel for another", async () => {
    renderPage(GOLD_MEMBER);
    const selected = within(card('Gold')).getByRole('button', { name: 'Selected Plan' });
    expect(selected).toHaveProperty('disabled', true);
    expect(selected.getAttribute('title')).toBe('This is your current plan, valid till 05 Sept 2099.');
    expect(within(card('Gold')).getByText('This is your current plan, valid till 05 Sept 2099.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Get Started' })).toHaveLength(2);

    await userEvent.click(within(card('Silver')).getByRole('button', { name: 'Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your order' });
    expect(within(dialog).getByText('You already have an active plan')).toBeTruthy();
    expect(within(dialog).getByText('05 Sept 2099')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(card('Platinum')).getByRole('button', { name: 'Get Started' }));
    const upgrade = await screen.findByRole('dialog', { name: 'Your order' });
    expect(within(upgrade).getByText('Upgrade offer')).toBeTruthy();
    expect(within(upgrade).getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('reads in Tamil: plan names, prices, offers and buttons', async () => {
    await changeLocale('ta');
    renderPage(null);
    expect(screen.getByText('கிரெடிட் கார்டு தேவையில்லை')).toBeTruthy();
    const silver = card('சில்வர்');
    expect(within(silver).getByText('₹1,499')).toBeTruthy();
    expect(within(silver).getByText('1 மாதம்')).toBeTruthy();
    expect(within(silver).getByText('மாதம் 15 முழுச் சுயவிவரங்கள்')).toBeTruthy();
    expect(within(card('கோல்டு')).getByText('40% தள்ளுபடி')).toBeTruthy();
    expect(within(card('பிளாட்டினம்')).getByText('50% தள்ளுபடி')).toBeTruthy();
    expect(within(card('பிளாட்டினம்')).getByText('12 மாதங்கள்')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'தொடங்குங்கள்' })).toHaveLength(3);
  });
});
