import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale, getLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import SettingsPage from './settings-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

type Handler = (url: string, body: Record<string, unknown>) => Response;

/** A fetch that keeps the member as updateUser changes them, and answers change-password with `password`. */
function stubServer(member: PublicUser, password: Handler = () => Response.json({ success: true, message: 'ok' })) {
  let stored = member;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url === '/api/updateUser') {
      stored = { ...stored, ...body };
      return Response.json({ success: true, message: 'ok', user: stored });
    }
    if (url === '/api/change-password') return password(url, body);
    return Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(member: PublicUser) {
  const client = signedInClient(member);
  renderWithQueries(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
    client,
  );
  return client;
}

const region = (name: string) => screen.getByRole('region', { name });
const bodies = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Settings', () => {
  it('turns the e-mail notifications off and on, each saved at once with the toast', async () => {
    const fetch = stubServer(testMember());
    const client = renderPage(testMember());
    const notifications = region('E-mail notifications');
    const received = within(notifications).getByRole('switch', { name: 'When an interest arrives' });
    const accepted = within(notifications).getByRole('switch', { name: 'When one of my interests is accepted' });
    expect([received, accepted].map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true']);

    await userEvent.click(received);
    await waitFor(() => expect(received.getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings updated successfully!'));
    await userEvent.click(accepted);
    await waitFor(() => expect(accepted.getAttribute('aria-checked')).toBe('false'));
    await userEvent.click(received);
    await waitFor(() => expect(received.getAttribute('aria-checked')).toBe('true'));
    expect(bodies(fetch, '/api/updateUser')).toEqual([
      { notify_interest_received: 0 },
      { notify_interest_accepted: 0 },
      { notify_interest_received: 1 },
    ]);
    expect(client.getQueryData<PublicUser>(queryKeys.me())!.notify_interest_accepted).toBe(0);
    expect(notify.success).toHaveBeenCalledTimes(3);

    const chat = within(notifications).getByRole('switch', { name: 'When chat messages wait unread' });
    await userEvent.click(chat);
    await waitFor(() => expect(chat.getAttribute('aria-checked')).toBe('false'));
    expect(bodies(fetch, '/api/updateUser').at(-1)).toEqual({ notify_chat_message: 0 });
  });

  it('lets a free member hide the street address from everyone, and show it again', async () => {
    const fetch = stubServer(testMember());
    const client = renderPage(testMember());
    const card = region('Street address');
    const hide = within(card).getByRole('switch', { name: 'Hide address from everyone' });
    expect(hide.getAttribute('aria-checked')).toBe('false');
    expect(hide).toHaveProperty('disabled', false);
    expect(within(card).getByText(/^Strangers never see your street address/)).toBeTruthy();
    await userEvent.click(hide);
    await waitFor(() => expect(hide.getAttribute('aria-checked')).toBe('true'));
    expect(client.getQueryData<PublicUser>(queryKeys.me())!.address_visibility).toBe(1);
    await userEvent.click(hide);
    await waitFor(() => expect(hide.getAttribute('aria-checked')).toBe('false'));
    expect(bodies(fetch, '/api/updateUser')).toEqual([{ address_visibility: 1 }, { address_visibility: 0 }]);
  });

  it("says so when a notification switch's save fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderPage(testMember());
    const received = screen.getByRole('switch', { name: 'When an interest arrives' });
    await userEvent.click(received);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('An error occurred while updating settings.'));
    expect(received.getAttribute('aria-checked')).toBe('true');
  });

  it('changes the language as the top bar does: the screen, and the account', async () => {
    const fetch = stubServer(testMember({ locale: 'en' }));
    const client = renderPage(testMember({ locale: 'en' }));
    const language = region('Language');
    expect(within(language).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
    await userEvent.click(within(language).getByRole('radio', { name: 'தமிழ்' }));
    await waitFor(() => expect(getLocale()).toBe('ta'));
    expect(bodies(fetch, '/api/updateUser')).toEqual([{ locale: 'ta' }]);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!'));
    expect(client.getQueryData<PublicUser>(queryKeys.me())!.locale).toBe('ta');
    const tamil = screen.getByRole('region', { name: 'மொழி' });
    expect(within(tamil).getByRole('radio', { name: 'தமிழ்' })).toHaveProperty('checked', true);
  });

  it("checks the password form, shows the server's word on a wrong current password, and clears after a change", async () => {
    let right = false;
    const fetch = stubServer(testMember(), () =>
      right
        ? Response.json({ success: true, message: 'ok' })
        : Response.json(
            {
              success: false,
              code: 'invalid_input',
              message: 'Your current password is not right.',
              errors: { current_password: 'Your current password is not right.' },
            },
            { status: 400 },
          ),
    );
    renderPage(testMember());
    const form = screen.getByRole('form', { name: 'Change password' });
    const submit = within(form).getByRole('button', { name: 'Change password' });

    await userEvent.click(submit);
    expect(await within(form).findByText('Please enter your current password.')).toBeTruthy();
    expect(within(form).getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(bodies(fetch, '/api/change-password')).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(within(form).getByLabelText('New password'), 'Jasmine-garland-77');
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Jasmine-garland-78');
    await userEvent.click(submit);
    expect(await within(form).findByText('Passwords do not match')).toBeTruthy();
    expect(bodies(fetch, '/api/change-password')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Confirm new password'));
    await userEvent.type(within(form).getByLabelText('Confirm new password'), 'Jasmine-garland-77');
    await userEvent.click(submit);
    const current = within(form).getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Your current password is not right.')).toBeTruthy();
    expect(notify.error).toHaveBeenCalledWith('Your current password is not right.');
    expect(bodies(fetch, '/api/change-password')).toEqual([
      { current_password: 'old-secret-1', new_password: 'Jasmine-garland-77' },
    ]);

    right = true;
    await userEvent.clear(current);
    await userEvent.type(current, 'old-secret-2');
    await userEvent.click(submit);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Settings updated successfully!'));
    expect(within(form).getByRole('status').textContent).toBe(
      'Your password has been changed. You have been signed out on your other devices.',
    );
    for (const label of ['Current password', 'New password', 'Confirm new password'])
      expect(within(form).getByLabelText(label)).toHaveProperty('value', '');
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer(testMember());
    renderPage(testMember({ notify_interest_accepted: 0 }));
    expect(screen.getByRole('heading', { level: 1, name: 'அமைப்புகள்' })).toBeTruthy();
    const notifications = screen.getByRole('region', { name: 'மின்னஞ்சல் அறிவிப்புகள்' });
    expect(within(notifications).getByRole('switch', { name: 'எனக்கு விருப்பம் வரும்போது' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      within(notifications).getByRole('switch', { name: 'நான் அனுப்பிய விருப்பம் ஏற்கப்படும்போது' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(
      within(screen.getByRole('region', { name: 'வீட்டு முகவரி' }))
        .getByRole('switch', { name: 'முகவரியை அனைவரிடமிருந்தும் மறைக்கவும்' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    const form = screen.getByRole('form', { name: 'கடவுச்சொல் மாற்றம்' });
    expect(within(form).getByLabelText('தற்போதைய கடவுச்சொல்')).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'கடவுச்சொல்லை மாற்ற' }));
    expect(await within(form).findByText('உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்.')).toBeTruthy();
  });
});
