import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DailyPicksAnswer, ProfileCard } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { clearSession } from '../lib/session/token-store';
import { memberOnPlan } from '../test/chat';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { TodaysMatches } from './todays-matches';

vi.mock('../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CARD: ProfileCard = {
  user_id: 40,
  name: 'Meena',
  gender: 'Female',
  profile_picture: '/api/media/photos/3/blurred?a=v&e=1&s=x',
  picture_blurred: true,
  photos_locked: false,
  degree: 'B.Sc',
  job_type: 'Employee',
  age: 27,
  height: '5.4',
  city: 'Salem',
  state: 'Tamil Nadu',
  match: { met: 4, total: 4, items: [{ key: 'age', met: true }] },
  porutham: null,
};

const answer = (changes: Partial<DailyPicksAnswer>): DailyPicksAnswer => ({
  success: true,
  day: '2026-11-28',
  state: 'ready',
  data: [],
  ...changes,
});

/** GET /api/daily-picks answers `picks`; every other call (sent interests) an empty list. */
function stubServer(picks: DailyPicksAnswer | Response) {
  const fetch = vi.fn(async (url: string) => {
    if (url === '/api/daily-picks') return picks instanceof Response ? picks : Response.json(picks);
    return Response.json({ success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard(member = testMember()) {
  renderWithQueries(
    <MemoryRouter>
      <TodaysMatches />
    </MemoryRouter>,
    signedInClient(member),
  );
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe("Today's matches", () => {
  it('shows the day’s picks on Matches cards with their score; without a plan, blurred and not linked', async () => {
    const fetch = stubServer(
      answer({
        data: [CARD, { ...CARD, user_id: 41, name: 'Priya', picture_blurred: false, profile_picture: null, photos_locked: true }],
      }),
    );
    renderCard();
    const region = screen.getByTestId('todays-matches');
    expect(within(region).getByRole('heading', { level: 2, name: 'Today’s matches' })).toBeTruthy();
    const list = await within(region).findByRole('list', { name: 'Today’s matches' });
    const meena = within(list).getByRole('article', { name: 'Meena' });
    expect(within(meena).getByText('Meets 4 of 4 of your preferences')).toBeTruthy();
    expect(within(meena).queryByRole('link', { name: 'Meena' })).toBeNull();
    expect(within(meena).getByRole('button', { name: 'More details' })).toHaveProperty('disabled', true);
    expect(within(region).getByRole('article', { name: 'Priya' }).textContent).toContain('Photos are locked by the user.');
    expect(within(region).getByRole('link', { name: 'Settings for today’s matches' }).getAttribute('href')).toBe(
      '/settings#todays-matches',
    );
    expect(fetch.mock.calls.filter(([url]) => url === '/api/daily-picks')).toHaveLength(1);
  });

  it('links each profile for a member with a plan', async () => {
    stubServer(answer({ data: [{ ...CARD, picture_blurred: false }] }));
    renderCard(memberOnPlan(2));
    const meena = await screen.findByRole('article', { name: 'Meena' });
    expect(within(meena).getByRole('link', { name: 'Meena' }).getAttribute('href')).toBe('/profiledetails/NDA%3D');
  });

  it('asks for partner preferences first, with the way to set them', async () => {
    stubServer(answer({ state: 'no_preferences' }));
    renderCard();
    expect(await screen.findByText(/Save your partner preferences, and every morning/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set my partner preferences' }).getAttribute('href')).toBe('/partnerpreferences');
  });

  it('asks for the member’s star when only compatible stars were chosen', async () => {
    stubServer(answer({ state: 'star_first' }));
    renderCard();
    expect(await screen.findByText(/You chose only compatible stars for today’s matches/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add my star' }).getAttribute('href')).toBe('/edituserprofile#religion-caste');
  });

  it('says so on a day without new profiles', async () => {
    stubServer(answer({ data: [] }));
    renderCard();
    expect(
      await screen.findByText('No new profiles fit your preferences today. We will look again tomorrow morning.'),
    ).toBeTruthy();
  });

  it('names the preference that shuts out the most and links to Matches widened', async () => {
    stubServer(answer({ data: [], widen: { field: 'caste', more: 12 } }));
    renderCard();
    const link = await screen.findByRole('link', { name: 'Any caste: 12 more profiles' });
    expect(link.getAttribute('href')).toBe('/matches?widen=caste');
    expect(screen.getByTestId('widen-offer').querySelector('p')!.textContent).toBe(
      'No new profile meets all your preferences today. Your caste preference shuts out the most profiles. ' +
        'Widen it on Matches, for one search; your saved preferences stay as they are.',
    );
  });

  it('says so when the picks cannot be loaded', async () => {
    stubServer(Response.json({ success: false, code: 'internal_error', message: 'x' }, { status: 500 }));
    renderCard();
    expect(await screen.findByText('Today’s matches could not be loaded.')).toBeTruthy();
  });

  it('speaks Tamil', async () => {
    await changeLocale('ta');
    stubServer(answer({ data: [] }));
    renderCard();
    expect(screen.getByRole('heading', { level: 2, name: 'இன்றைய வரன்கள்' })).toBeTruthy();
    expect(await screen.findByText(/இன்று உங்கள் எதிர்பார்ப்புகளுக்குப் பொருந்தும் புதிய சுயவிவரங்கள் இல்லை/)).toBeTruthy();
  });
});
