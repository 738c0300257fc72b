import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyActivity, FamilyActivityAnswer } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { FamilyActivityList } from './family-activity';

const MOTHER = { kind: 'manager', name: 'Lakshmi', relation: 'Mother' } as const;
const HOLDER = { kind: 'holder', name: 'Kavya', relation: null } as const;

const LINES: FamilyActivity[] = [
  { at: '2026-11-29T10:30:00.000Z', actor: MOTHER, action: 'interest_sent', subject: { user_id: 12, name: 'Arun' } },
  {
    at: '2026-11-29T09:00:00.000Z',
    actor: HOLDER,
    action: 'interest_answered',
    subject: { user_id: 13, name: null, answer: 'Rejected' },
  },
  { at: '2026-11-28T18:45:00.000Z', actor: MOTHER, action: 'message_sent', subject: { user_id: 12, name: 'Arun' } },
  { at: '2026-11-28T08:00:00.000Z', actor: HOLDER, action: 'profile_saved', subject: { section: 'partner_preferences' } },
  { at: '2026-11-27T08:00:00.000Z', actor: MOTHER, action: 'plan_bought', subject: { plan: '2' } },
  { at: '2026-11-26T08:00:00.000Z', actor: MOTHER, action: 'manager_joined' },
  { at: '2026-11-25T08:00:00.000Z', actor: HOLDER, action: 'manager_removed', subject: { name: 'Raman', relation: 'Father' } },
  {
    at: '2026-11-24T08:00:00.000Z',
    actor: { kind: 'manager', name: 'Kavya', relation: 'Candidate' },
    action: 'holder_handed_over',
    subject: { name: 'Mother', relation: 'Mother' },
  },
];

const page = (data: FamilyActivity[], n: number, total: number): FamilyActivityAnswer => ({
  success: true,
  data,
  total,
  page: n,
  pageSize: 3,
});

/** GET family/activity?page=n answers `pages[n - 1]`, or what `fail` says for that page. */
function stubActivity(pages: FamilyActivityAnswer[], fail: (n: number) => Response | undefined = () => undefined) {
  const fetch = vi.fn(async (url: string) => {
    const n = Number(new URL(url, 'http://x').searchParams.get('page'));
    return fail(n) ?? Response.json(pages[n - 1]);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const lines = () => screen.getAllByTestId('family-activity-line').map((line) => line.textContent);

function renderList() {
  renderWithQueries(<FamilyActivityList />, signedInClient(testMember()));
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('the family’s activity', () => {
  it('says who did what and when, a page at a time, with "Show more" until the last', async () => {
    const fetch = stubActivity([page(LINES.slice(0, 3), 1, 8), page(LINES.slice(3, 6), 2, 8), page(LINES.slice(6), 3, 8)]);
    renderList();
    await screen.findAllByTestId('family-activity-line');
    expect(lines()).toEqual([
      'Lakshmi (Mother)Sent an interest to Arun29 Nov 2026, 4:00 pm',
      'Kavya (holder of the profile)Declined the interest of a member who has left29 Nov 2026, 2:30 pm',
      'Lakshmi (Mother)Wrote to Arun in chat29 Nov 2026, 12:15 am',
    ]);
    expect(screen.getAllByTestId('family-activity-line')[0]!.querySelector('time')!.getAttribute('dateTime')).toBe(LINES[0]!.at);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lines()).toHaveLength(6));
    expect(lines().slice(3)).toEqual([
      'Kavya (holder of the profile)Saved the profile: Partner Preferences28 Nov 2026, 1:30 pm',
      'Lakshmi (Mother)Bought the Gold plan27 Nov 2026, 1:30 pm',
      'Lakshmi (Mother)Joined as a co-manager26 Nov 2026, 1:30 pm',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(lines()).toHaveLength(8));
    expect(lines().slice(6)).toEqual([
      'Kavya (holder of the profile)Removed the co-manager Raman (Father)25 Nov 2026, 1:30 pm',
      'Kavya (The person the profile is for)Took over the profile; Mother now helps manage it24 Nov 2026, 1:30 pm',
    ]);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/family/activity?page=1',
      '/api/family/activity?page=2',
      '/api/family/activity?page=3',
    ]);
  });

  it('reads in Tamil, the time on the 24-hour clock', async () => {
    await changeLocale('ta');
    stubActivity([page(LINES.slice(0, 2), 1, 2)]);
    renderList();
    await screen.findAllByTestId('family-activity-line');
    expect(screen.getByRole('heading', { name: 'யார் என்ன செய்தார்' })).toBeTruthy();
    expect(lines()).toEqual([
      'Lakshmi (தாய்)Arun அவர்களுக்கு விருப்பம் அனுப்பினார்29 நவம்பர் 2026, 16:00',
      'Kavya (சுயவிவரத்தைப் பதிவு செய்தவர்)விலகிய உறுப்பினர் அவர்களின் விருப்பத்தை நிராகரித்தார்29 நவம்பர் 2026, 14:30',
    ]);
  });

  it('says when nothing has been done yet', async () => {
    stubActivity([page([], 1, 0)]);
    renderList();
    expect(
      await screen.findByText(
        'Nothing has been done yet. Interests, answers, messages, saved details and plans will show here, with who did them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says what to do when the list cannot be loaded, and loads it on "Try again"', async () => {
    let down = true;
    stubActivity([page(LINES.slice(0, 1), 1, 1)], () => (down ? Response.json({ success: false }, { status: 503 }) : undefined));
    renderList();
    expect(screen.getByText('Loading…')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Please check your connection and try again.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the lines shown when the next page fails, and says so', async () => {
    stubActivity([page(LINES.slice(0, 3), 1, 7)], (n) =>
      n === 2 ? Response.json({ success: false }, { status: 503 }) : undefined,
    );
    renderList();
    await screen.findAllByTestId('family-activity-line');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain('We could not load');
    expect(lines()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
