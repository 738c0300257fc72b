import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale, getLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import MailStopPage from './mail-stop-page';

function stubServer(answer: Response) {
  const fetch = vi.fn(async (_url: string) => answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderAt(path: string) {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <MailStopPage />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLocale('en');
});

describe('the one-click stop page', () => {
  it('stops the mail once, with the token of the link, and says so in the member’s language', async () => {
    const fetch = stubServer(Response.json({ success: true, message: 'x', list: 'daily_picks', locale: 'ta' }));
    renderAt('/mail-stop?t=daily_picks.7.1800000000.sig');
    expect(screen.getByText('Stopping these e-mails…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'மின்னஞ்சல்கள் நிறுத்தப்பட்டன' })).toBeTruthy();
    expect(screen.getByText('இனி இன்றைய வரன்கள் உங்களுக்கு மின்னஞ்சலில் வராது.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'அமைப்புகளைத் திறக்க' }).getAttribute('href')).toBe('/settings#todays-matches');
    expect(getLocale()).toBe('ta');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/api/mail-stop?t=daily_picks.7.1800000000.sig');
  });

  it('says a link we did not sign does not work, and how to stop the mails instead', async () => {
    stubServer(Response.json({ success: false, code: 'mail_stop_invalid', message: 'x' }, { status: 400 }));
    renderAt('/mail-stop?t=forged');
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(
      screen.getByText(/This link is not valid\. To stop these e-mails, log in and turn them off in Settings\./),
    ).toBeTruthy();
  });

  it('says an old link has expired', async () => {
    stubServer(Response.json({ success: false, code: 'mail_stop_expired', message: 'x' }, { status: 410 }));
    renderAt('/mail-stop?t=old');
    expect(await screen.findByText(/This link has expired\./)).toBeTruthy();
  });
});
