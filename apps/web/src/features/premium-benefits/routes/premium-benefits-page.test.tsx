import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import PremiumBenefitsPage from './premium-benefits-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const withPlan = (planId: 1 | 2 | 3, changes: Partial<PublicUser> = {}) =>
  testMember({
    premium_user: 1,
    active_plan: {
      plan_id: planId,
      plan_price: [149_900, 499_900, 999_900][planId - 1]!,
      status: 'Approved',
      start_date: '2026-03-01T10:00:00.000Z',
      expiry_date: '2026-09-01T10:00:00.000Z',
    },
    ...changes,
  });

function renderPage(member: PublicUser) {
  const client = signedInClient(member);
  renderWithQueries(
    <MemoryRouter>
      <PremiumBenefitsPage />
    </MemoryRouter>,
    client,
  );
  return client;
}

const LABELS = ['Hide mobile number and allow e-mail contact', 'Hide photos from everyone', 'Hide horoscope from everyone'];
/** The three switches of the plans (the street address's, free, has a card of its own). */
const switches = () => within(screen.getByRole('region', { name: 'Privacy switches' })).getAllByRole('switch');
const addressSwitch = () => screen.getByRole('switch', { name: 'Hide address from everyone' });
const describedBy = (el: HTMLElement) =>
  el
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)!.textContent)
    .join(' | ');

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Premium User Benefits', () => {
  it('gives a member without a plan the message and UPGRADE, and disabled switches that say why', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage(testMember({ photos_visibility: 1 }));
    expect(screen.getByText('This feature is available only for paid members.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'UPGRADE' }).getAttribute('href')).toBe('/pricing');
    expect(LABELS.map((name) => screen.getByRole('switch', { name }))).toEqual(switches());
    for (const s of switches()) expect(s).toHaveProperty('disabled', true);
    // The state is still shown: this member hid photos while on a plan.
    expect(switches().map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(describedBy(switches()[0]!)).toMatch(/still see them\. \| This feature is available only for paid members\.$/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a Silver member the switches come with Gold and Platinum', () => {
    renderPage(withPlan(1));
    expect(
      screen.getByText('The privacy switches come with the Gold and Platinum plans; your Silver plan does not include them.'),
    ).toBeTruthy();
    expect(screen.queryByText('This feature is available only for paid members.')).toBeNull();
    expect(screen.getByRole('link', { name: 'UPGRADE' })).toBeTruthy();
    for (const s of switches()) expect(s).toHaveProperty('disabled', true);
    expect(describedBy(switches()[2]!)).toMatch(/Silver plan does not include them\.$/);
  });

  it('lets a Gold member turn each switch, saved at once with the toast, the member becoming the answer', async () => {
    let stored = withPlan(2);
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      stored = { ...stored, ...(JSON.parse(String(init!.body)) as object) };
      return Response.json({ success: true, message: 'ok', user: stored });
    });
    vi.stubGlobal('fetch', fetch);
    const client = renderPage(stored);
    expect(screen.queryByRole('link', { name: 'UPGRADE' })).toBeNull();
    expect(screen.getByText(/Members see your e-mail address instead of your mobile and WhatsApp numbers\./)).toBeTruthy();

    for (const [i, field] of (['mobile_number_visibility', 'photos_visibility', 'horoscope_visibility'] as const).entries()) {
      const s = switches()[i]!;
      expect(s.getAttribute('aria-checked')).toBe('false');
      await userEvent.click(s);
      await waitFor(() => expect(switches()[i]!.getAttribute('aria-checked')).toBe('true'));
      expect(JSON.parse(String(fetch.mock.calls[i]![1]!.body))).toEqual({ [field]: 1 });
      expect(fetch.mock.calls[i]![0]).toBe('/api/updateUser');
    }
    await waitFor(() => expect(notify.success).toHaveBeenCalledTimes(3));
    expect(notify.success).toHaveBeenCalledWith('Settings updated successfully!');
    expect(client.getQueryData<PublicUser>(queryKeys.me())!.horoscope_visibility).toBe(1);

    await userEvent.click(switches()[1]!);
    await waitFor(() => expect(switches()[1]!.getAttribute('aria-checked')).toBe('false'));
    expect(JSON.parse(String(fetch.mock.calls[3]![1]!.body))).toEqual({ photos_visibility: 0 });
  });

  it("shows a refusal's text, and the network error, and puts the switch back", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, code: 'premium_benefits_required', message: 'server words' }, { status: 403 }),
      ),
    );
    renderPage(withPlan(3));
    await userEvent.click(switches()[0]!);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('You must upgrade to a premium membership to change this setting.'),
    );
    expect(switches()[0]!.getAttribute('aria-checked')).toBe('false');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ success: false, code: 'a_new_code', message: 'Gold and Platinum only' }, { status: 403 }),
      ),
    );
    await userEvent.click(switches()[1]!);
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Gold and Platinum only'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: false }, { status: 500 })),
    );
    await userEvent.click(switches()[1]!);
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('Something went wrong!'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await userEvent.click(switches()[2]!);
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('An error occurred while updating settings.'));
    expect(switches()[2]!.getAttribute('aria-checked')).toBe('false');
  });

  it('lets a free member, and a Silver one, hide the street address: free, never locked, saved at once', async () => {
    for (const member of [testMember(), withPlan(1)]) {
      let stored = member;
      const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
        stored = { ...stored, ...(JSON.parse(String(init!.body)) as object) };
        return Response.json({ success: true, message: 'ok', user: stored });
      });
      vi.stubGlobal('fetch', fetch);
      const client = renderPage(member);
      const card = screen.getByRole('region', { name: 'Street address' });
      expect(within(card).getByText('Free for every member.')).toBeTruthy();
      expect(addressSwitch()).toHaveProperty('disabled', false);
      expect(describedBy(addressSwitch())).toMatch(
        /^Strangers never see your street address: .* Your city and state stay on your profile\.$/,
      );
      expect(describedBy(addressSwitch())).not.toMatch(/paid members|Silver plan/);
      await userEvent.click(addressSwitch());
      await waitFor(() => expect(addressSwitch().getAttribute('aria-checked')).toBe('true'));
      expect(fetch.mock.calls[0]![0]).toBe('/api/updateUser');
      expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ address_visibility: 1 });
      expect(client.getQueryData<PublicUser>(queryKeys.me())!.address_visibility).toBe(1);
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings updated successfully!'));
      // The plans' switches stay locked beside it.
      for (const s of switches()) expect(s).toHaveProperty('disabled', true);
      cleanup();
      clearSession();
    }
  });

  it('reads in Tamil, for a free member and for a Gold member', async () => {
    await changeLocale('ta');
    renderPage(testMember());
    expect(screen.getByRole('heading', { level: 1, name: 'கட்டண உறுப்பினர் சலுகைகள்' })).toBeTruthy();
    expect(screen.getByText('இந்த வசதி கட்டண உறுப்பினர்களுக்கு மட்டுமே.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'மேம்படுத்தவும்' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'புகைப்படங்களை அனைவரிடமிருந்தும் மறைக்கவும்' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'முகவரியை அனைவரிடமிருந்தும் மறைக்கவும்' })).toHaveProperty('disabled', false);
    expect(screen.getByText('எல்லா உறுப்பினர்களுக்கும் இலவசம்.')).toBeTruthy();
  });
});
