import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileCard, SearchPage } from '@inai/shared';
import { clearSession } from '../../../lib/session/token-store';
import { memberOnPlan } from '../../../test/chat';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import MatchesPage from './matches-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const page = (changes: Partial<SearchPage>): SearchPage => ({
  success: true,
  data: [],
  total: 0,
  page: 1,
  pageSize: 4,
  ...changes,
});

const CARD: ProfileCard = {
  user_id: 40,
  name: 'Meena',
  gender: 'Female',
  profile_picture: null,
  picture_blurred: false,
  photos_locked: false,
  degree: null,
  job_type: null,
  age: 27,
  height: '5.4',
  city: 'Salem',
  state: 'Tamil Nadu',
  match: { met: 7, total: 9, items: [{ key: 'age', met: true }] },
  porutham: { matched: 8, compatible: true },
};

/** loggedInSearch answers from `answer(body)`; every other call (sent interests) answers an empty list. */
function stubServer(answer: (body: Record<string, unknown>) => SearchPage) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/api/loggedInSearch') return Response.json({ success: true, data: [] });
      const body = JSON.parse(String(init!.body)) as Record<string, unknown>;
      bodies.push(body);
      return Response.json(answer(body));
    }),
  );
  return bodies;
}

function renderPage(member = memberOnPlan(2), path = '/matches') {
  const router = createMemoryRouter([{ path: '/matches', element: <MatchesPage /> }], { initialEntries: [path] });
  renderWithQueries(<RouterProvider router={router} />, signedInClient(member));
  return router;
}

const withStar = (star: string | null) => testMember({ ...memberOnPlan(2), user_details: { gender: 'Male', star } });
/** A member whose birth details have a time (or none): "charts agree" needs it. */
const withBirthTime = (time: string | null) =>
  testMember({
    ...memberOnPlan(2),
    user_details: { gender: 'Male', star: 'Rohini' },
    birth_details: {
      time,
      place: null,
      latitude: 13.08,
      longitude: 80.27,
      timezone: 'Asia/Kolkata',
      star_from: time ? 'birth_time' : 'birth_date',
      day: [],
      chevvai_dosham: null,
    },
  } as never);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('Matches', () => {
  it('shows each card with its score and porutham count', async () => {
    stubServer(() => page({ data: [CARD], total: 1 }));
    renderPage(withStar('Rohini'));
    const card = await screen.findByRole('article', { name: 'Meena' });
    expect(within(card).getByText('Meets 7 of 9 of your preferences')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Why?' })).toBeTruthy();
    expect(within(card).getByText('8/10 poruthams')).toBeTruthy();
  });

  it('offers "Only compatible stars" to a member with a star, and asks again with it', async () => {
    const bodies = stubServer(() => page({ data: [CARD], total: 1 }));
    const router = renderPage(withStar('Rohini'));
    await screen.findByRole('article', { name: 'Meena' });
    expect(bodies[0]).toEqual({ page: 1, pageSize: 10 });
    const toggle = screen.getByRole('switch', { name: 'Only compatible stars' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ compatible_stars: true, page: 1, pageSize: 10 });
    expect(router.state.location.search).toBe('?compatible=1');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Only compatible stars' }).getAttribute('aria-checked')).toBe('true'),
    );
  });

  it('without the member’s star the switch is off, disabled, and says why with the way to add it', async () => {
    stubServer(() => page({ data: [CARD], total: 1 }));
    renderPage(withStar(null));
    await screen.findByRole('article', { name: 'Meena' });
    const toggle = screen.getByRole('switch', { name: 'Only compatible stars' });
    expect(toggle).toHaveProperty('disabled', true);
    const reason = toggle
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent)
      .join(' ');
    expect(reason).toContain('Add your star to your profile (Religion & Caste) to see only compatible stars.');
    expect(screen.getByRole('link', { name: 'Edit my profile' }).getAttribute('href')).toBe('/edituserprofile');
  });

  it('offers one widening when nobody is found, adds it to the search, and leads back to the saved preferences', async () => {
    const bodies = stubServer((body) => {
      const widen = (body.widen as string[] | undefined) ?? [];
      if (widen.length === 0) return page({ widen: { field: 'age', more: 120, range: { min: 25, max: 35 } } });
      if (widen.length === 1) return page({ widen: { field: 'caste', more: 80 } });
      return page({ data: [CARD], total: 1 });
    });
    const router = renderPage(withStar('Rohini'));
    await userEvent.click(await screen.findByRole('button', { name: 'Widen age to 25–35: 120 more profiles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Any caste: 80 more profiles' }));
    await screen.findByRole('article', { name: 'Meena' });
    expect(bodies.map((b) => b.widen)).toEqual([undefined, ['age'], ['age', 'caste']]);
    expect(router.state.location.search).toBe('?widen=age&widen=caste');
    expect(screen.getByText('Widened for this search: age, caste')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Back to my saved preferences' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/Widened for this search/)).toBeNull();
  });

  it('turns compatible stars off when that is the widening, and keeps the empty text when nothing would help', async () => {
    const bodies = stubServer((body) =>
      body.compatible_stars ? page({ widen: { field: 'compatible_stars', more: 15 } }) : page({ widen: null }),
    );
    const router = renderPage(withStar('Rohini'), '/matches?compatible=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Show all stars: 15 more profiles' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('No profiles found')).toBeTruthy();
    expect(bodies.map((b) => b.compatible_stars)).toEqual([true, undefined]);
  });

  it('says "Charts agree" on a card whose chart agrees, and nothing for one that does not or has none', async () => {
    stubServer(() =>
      page({
        data: [
          { ...CARD, charts_agree: true },
          { ...CARD, user_id: 41, name: 'Kavya', charts_agree: false },
          { ...CARD, user_id: 42, name: 'Latha', charts_agree: null },
        ],
        total: 3,
      }),
    );
    renderPage(withBirthTime('06:30'));
    expect(within(await screen.findByRole('article', { name: 'Meena' })).getByText('Charts agree')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Kavya' })).queryByText('Charts agree')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Latha' })).queryByText('Charts agree')).toBeNull();
  });

  it('filters on charts that agree and orders them first, kept in the address', async () => {
    const bodies = stubServer(() => page({ data: [CARD], total: 1 }));
    const router = renderPage(withBirthTime('06:30'));
    await screen.findByRole('article', { name: 'Meena' });
    await userEvent.click(screen.getByRole('switch', { name: 'Only charts that agree' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ charts_agree: true, page: 1, pageSize: 10 });
    expect(router.state.location.search).toBe('?charts=1');
    await userEvent.click(await screen.findByRole('switch', { name: 'Charts that agree first' }));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toEqual({ charts_agree: true, sort: 'charts_agree', page: 1, pageSize: 10 });
    expect(router.state.location.search).toBe('?charts=1&sort=charts');
  });

  it('without the member’s birth time both switches are off, disabled, and say why with the way to add it', async () => {
    const bodies = stubServer(() => page({ data: [CARD], total: 1 }));
    renderPage(withBirthTime(null), '/matches?charts=1&sort=charts');
    await screen.findByRole('article', { name: 'Meena' });
    // An old link asks as if both were off: the server would refuse them.
    expect(bodies[0]).toEqual({ page: 1, pageSize: 10 });
    for (const name of ['Only charts that agree', 'Charts that agree first']) {
      const toggle = screen.getByRole('switch', { name });
      expect(toggle).toHaveProperty('disabled', true);
      expect(toggle.getAttribute('aria-checked')).toBe('false');
      const reason = toggle
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
      expect(reason).toContain('Add your birth time to your profile (Religion & Caste) to compare birth charts.');
    }
    expect(screen.getByRole('link', { name: 'Add my birth time' }).getAttribute('href')).toBe('/edituserprofile#religion-caste');
  });
});
