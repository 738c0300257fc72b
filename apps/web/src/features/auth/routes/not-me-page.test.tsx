import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, getLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import NotMePage from './not-me-page';

function stubServer(answer: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer.clone());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <NotMePage />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en');
});

describe('the "Not you?" page of a sign-in alert', () => {
  it('does nothing when opened; secures the account only when asked, then says so in the account’s language', async () => {
    const fetch = stubServer(Response.json({ success: true, message: 'பாதுகாக்கப்பட்டது.', locale: 'ta', reset_mail: 'sent' }));
    renderAt('/not-me?t=12.1800000000.sig');
    expect(screen.getByRole('heading', { name: 'Was it not you?' })).toBeTruthy();
    expect(screen.getByText('end every session of your account, on every device;')).toBeTruthy();
    expect(screen.getByText('e-mail you a link to set a new password.')).toBeTruthy();
    // A mail scanner opening the link reaches this far and no further.
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    // The Tamil texts load first: given time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'உங்கள் கணக்கு பாதுகாக்கப்பட்டது' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('பாதுகாக்கப்பட்டது.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'உள்நுழையச் செல்ல' }).getAttribute('href')).toBe('/logout');
    expect(getLocale()).toBe('ta');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/not-me');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ alert: '12.1800000000.sig' });
  });

  it.each([
    ['not_me_used', 409, 'This link has already been used, and your account was secured then.'],
    ['not_me_expired', 410, 'This link has expired: it works for 7 days.'],
    ['not_me_invalid', 400, 'This link is not valid.'],
  ])('says what a link answered %s means, and what to do instead', async (code, status, text) => {
    stubServer(Response.json({ success: false, code, message: 'x' }, { status }));
    renderAt('/not-me?t=12.1800000000.sig');
    await userEvent.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(new RegExp(text.replace(/[.:]/g, '\\$&')))).toBeTruthy();
  });

  it('says a link without its token is not valid, without asking the server', () => {
    const fetch = stubServer(Response.json({}));
    renderAt('/not-me');
    expect(screen.getByRole('alert').textContent).toContain('This link is not valid.');
    expect(fetch).not.toHaveBeenCalled();
  });
});
