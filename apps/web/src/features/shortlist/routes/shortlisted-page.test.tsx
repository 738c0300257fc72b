import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileCard, ShortlistPage } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { memberOnPlan } from '../../../test/chat';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import ShortlistedPage from './shortlisted-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const card = (user_id: number, name: string): ProfileCard => ({
  user_id,
  name,
  gender: 'Female',
  profile_picture: '/api/media/photos/1/blurred?a=v&s=x',
  picture_blurred: true,
  photos_locked: false,
  degree: 'B.E.',
  job_type: null,
  age: 27,
  height: '5.4',
  city: 'Salem',
  state: 'Tamil Nadu',
});

/** A shortlist held by the stub server: GET shortlist pages it, unshortlist takes one off. */
function stubServer(cards: ProfileCard[]) {
  let saved = [...cards];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/shortlist/ids') return Response.json({ success: true, data: saved.map((c) => c.user_id) });
    if (url.startsWith('/api/shortlist?')) {
      const params = new URL(url, 'http://x').searchParams;
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize'));
      const answer: ShortlistPage = {
        success: true,
        data: saved.slice((page - 1) * pageSize, page * pageSize),
        total: saved.length,
        page,
        pageSize,
      };
      return Response.json(answer);
    }
    if (url === '/api/unshortlist') {
      const { user_id } = JSON.parse(String(init!.body)) as { user_id: number };
      saved = saved.filter((c) => c.user_id !== user_id);
      return Response.json({ success: true, message: 'ok' });
    }
    return Response.json({ success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(member = testMember(), path = '/shortlisted') {
  const router = createMemoryRouter([{ path: '/shortlisted', element: <ShortlistedPage /> }], { initialEntries: [path] });
  renderWithQueries(<RouterProvider router={router} />, signedInClient(member));
  return router;
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('Shortlisted', () => {
  it('says what to do when the list is empty', async () => {
    stubServer([]);
    renderPage();
    const empty = await screen.findByTestId('shortlist-empty');
    expect(within(empty).getByRole('heading', { name: 'Your shortlist is empty' })).toBeTruthy();
    expect(within(empty).getByText(/Tap the heart on a profile in Search or Matches/)).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Search profiles' }).getAttribute('href')).toBe('/allprofiles');
    expect(within(empty).getByRole('link', { name: 'See my matches' }).getAttribute('href')).toBe('/matches');
  });

  it('lists the saved profiles, and the heart takes one off', async () => {
    const fetch = stubServer([card(51, 'Nila'), card(52, 'Oviya')]);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Shortlisted profiles' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Nila', 'Oviya']),
    );
    expect(screen.getByTestId('shortlist-count').textContent).toBe('2 profiles shortlisted');
    // Without a plan: blurred pictures, no profile link, and the way to a plan.
    expect(screen.getByRole('note').textContent).toMatch(/Upgrade to a paid plan/);
    expect(within(list).queryByRole('link', { name: 'Nila' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => url === '/api/shortlist?page=1&pageSize=12')).toBe(true);

    const nila = within(list).getByRole('article', { name: 'Nila' });
    await waitFor(() => expect(within(nila).getByRole('button', { name: 'Remove from shortlist' })).toBeTruthy());
    await userEvent.click(within(nila).getByRole('button', { name: 'Remove from shortlist' }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-label')),
      ).toEqual(['Oviya']),
    );
    expect(screen.getByTestId('shortlist-count').textContent).toBe('1 profile shortlisted');
  });

  it('opens profiles for a member with a plan, and pages', async () => {
    const many = Array.from({ length: 13 }, (_, i) => card(60 + i, `Member ${i + 1}`));
    stubServer(many);
    renderPage(memberOnPlan(2), '/shortlisted?page=2');
    const list = await screen.findByRole('region', { name: 'Shortlisted profiles' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    expect(within(list).getByRole('link', { name: 'Member 13' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('reads in Tamil', async () => {
    stubServer([]);
    await changeLocale('ta');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'உங்கள் தேர்வுப் பட்டியல் காலியாக உள்ளது' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('தேர்வுப் பட்டியல்');
    expect(screen.getByRole('link', { name: 'சுயவிவரங்களைத் தேட' })).toBeTruthy();
  });
});
