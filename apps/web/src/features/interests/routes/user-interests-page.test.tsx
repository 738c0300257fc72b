import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterestItem, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import UserInterestsPage from './user-interests-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const GOLD = testMember({
  premium_user: 1,
  active_plan: {
    plan_id: 2,
    plan_price: 499_900,
    status: 'Approved',
    start_date: '2026-03-01T10:00:00.000Z',
    expiry_date: '2026-09-01T10:00:00.000Z',
  },
});

/** An interest as the server lists it; the member is 7, the other member 40 + id. */
function interest(id: number, direction: 'sent' | 'incoming', changes: Partial<InterestItem> = {}): InterestItem {
  return {
    id,
    user_id: direction === 'sent' ? 7 : 40 + id,
    partner_id: direction === 'sent' ? 40 + id : 7,
    status: 'Requested',
    requested_on: '2026-03-05',
    updated_on: null,
    name: `Member ${id}`,
    gender: 'Male',
    city: 'Madurai',
    state: 'Tamil Nadu',
    age: 29,
    job: 'Employee',
    user_profile_picture: null,
    premium_user: 0,
    last_active: null,
    ...changes,
  };
}

interface Lists {
  sent?: InterestItem[];
  incoming?: InterestItem[];
  incomingStatus?: number;
}

/** A fetch that answers the lists, updateInterest and withdrawInterest as the server does. */
function stubServer({ sent = [], incoming = [], incomingStatus = 200 }: Lists) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as { id: number; status?: string }) : undefined;
    if (url.startsWith('/api/getSentInterests/')) return Response.json({ success: true, data: sent });
    if (url.startsWith('/api/getIncomingInterests/'))
      return incomingStatus === 200
        ? Response.json({ success: true, data: incoming })
        : Response.json(
            {
              success: false,
              code: 'interests_plan_required',
              message: 'You must upgrade to a premium membership to view and interact with interests.',
            },
            { status: incomingStatus },
          );
    if (url === '/api/updateInterest') {
      const item = incoming.find((i) => i.id === body!.id)!;
      const changed = { ...item, status: body!.status as InterestItem['status'], updated_on: '2026-03-09' };
      incoming = incoming.map((i) => (i.id === item.id ? changed : i));
      return Response.json({ success: true, message: 'ok', interest: changed });
    }
    if (url === '/api/withdrawInterest') {
      sent = sent.filter((i) => i.id !== body!.id);
      return Response.json({ success: true, message: 'ok' });
    }
    if (url === '/api/getLoggedInUserProfile') return Response.json(GOLD);
    if (url === '/api/interest-states') return Response.json({ success: true, chat: 'plan', data: [] });
    return Response.json({ success: false, message: 'unexpected' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(member: PublicUser, path = '/userinterests') {
  const client = signedInClient(member);
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <UserInterestsPage />
    </MemoryRouter>,
    client,
  );
  return client;
}

const card = (name: string) => screen.getByRole('article', { name });
const calls = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the Interests screen', () => {
  it('has the two tabs, a dot on Incoming while an interest waits, and the empty texts', async () => {
    stubServer({ incoming: [interest(1, 'incoming')] });
    renderPage(GOLD);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Sent Interests', 'Incoming Interests']);
    expect(screen.getByRole('tab', { name: 'Sent Interests' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No interests sent')).toBeTruthy();

    const incoming = screen.getByRole('tab', { name: 'Incoming Interests' });
    await waitFor(() => expect(within(incoming).queryByTestId('notification-dot')).not.toBeNull());
    expect(document.getElementById(incoming.getAttribute('aria-describedby')!)!.textContent).toBe(
      'New interests are waiting for your answer',
    );
    // The arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'Sent Interests' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(incoming.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(incoming);
    expect(screen.getByRole('tabpanel', { name: 'Incoming Interests' })).toBeTruthy();
    expect(card('Member 1')).toBeTruthy();
  });

  it('has no dot when every incoming interest is answered, and opens on Incoming when the member has some waiting', async () => {
    stubServer({ incoming: [interest(1, 'incoming', { status: 'Accepted', updated_on: '2026-03-06' })] });
    renderPage(testMember({ ...GOLD, pending_interests: 1 }));
    // The member's count chose the tab; the list shows nothing waits any more.
    expect(screen.getByRole('tab', { name: 'Incoming Interests' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('article', { name: 'Member 1' });
    expect(screen.queryByTestId('notification-dot')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Sent Interests' }));
    expect(await screen.findByText('No interests sent')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Incoming Interests' }));
    expect(screen.queryByText('No incoming interests')).toBeNull();
  });

  it("shows a card's photo, badge, facts, dates and the other member's profile link", async () => {
    stubServer({
      sent: [
        interest(2, 'sent', {
          status: 'Accepted',
          updated_on: '2026-03-08',
          premium_user: 1,
          user_profile_picture: '/api/media/photos/5/thumb?s=x',
        }),
        interest(3, 'sent', { gender: 'Female', city: null, job: null, age: null }),
      ],
    });
    renderPage(GOLD, '/userinterests?tab=sent');
    const accepted = await screen.findByRole('article', { name: 'Member 2' });
    expect(within(accepted).getByText('Premium User')).toBeTruthy();
    expect(within(accepted).getByText('Accepted')).toBeTruthy();
    expect(within(accepted).getByRole('img', { name: 'Photo of Member 2' }).getAttribute('src')).toBe(
      '/api/media/photos/5/thumb?s=x',
    );
    expect(within(accepted).getByText('Madurai')).toBeTruthy();
    expect(within(accepted).getByText('Tamil Nadu')).toBeTruthy();
    expect(within(accepted).getByText('29')).toBeTruthy();
    expect(within(accepted).getByText('Employee')).toBeTruthy();
    expect(within(accepted).getByText(/Requested on 05 Mar 2026/)).toBeTruthy();
    expect(within(accepted).getByText(/Accepted on 08 Mar 2026/)).toBeTruthy();
    // The link opens the recipient's profile (partner_id 42), never the member's own.
    expect(within(accepted).getByRole('link', { name: 'View full profile' }).getAttribute('href')).toBe(
      `/profiledetails/${encodeURIComponent(btoa('42'))}`,
    );
    // A sent interest is answered by the other member: no Accept or Reject here.
    expect(within(accepted).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(accepted).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    const plain = card('Member 3');
    expect(within(plain).queryByText('Premium User')).toBeNull();
    expect(within(plain).getByTestId('interest-picture').getAttribute('src')).toMatch(/avatar-female/);
    expect(within(plain).getAllByText('Not specified')).toHaveLength(3);
    expect(within(plain).queryByText(/Accepted on|Rejected on/)).toBeNull();
  });

  it("shows the other member's band, and no date of an act whose member hides their activity", async () => {
    stubServer({
      incoming: [
        interest(1, 'incoming', { last_active: 'week' }),
        interest(2, 'incoming', { status: 'Accepted', requested_on: null, updated_on: '2026-03-08' }),
      ],
    });
    renderPage(GOLD, '/userinterests?tab=incoming');
    const shows = await screen.findByRole('article', { name: 'Member 1' });
    expect(within(shows).getByTestId('last-active').textContent).toBe('Active this week');
    expect(within(shows).getByText(/Requested on 05 Mar 2026/)).toBeTruthy();
    const hides = card('Member 2');
    expect(within(hides).queryByTestId('last-active')).toBeNull();
    expect(within(hides).queryByText(/Requested on/)).toBeNull();
    // The member's own answer keeps its day.
    expect(within(hides).getByText(/Accepted on 08 Mar 2026/)).toBeTruthy();
  });

  it('offers Accept and Reject by state, each with its toast, and fetches the member again for the counts', async () => {
    const fetch = stubServer({
      incoming: [
        interest(1, 'incoming'),
        interest(2, 'incoming', { status: 'Accepted', updated_on: '2026-03-06' }),
        interest(3, 'incoming', { status: 'Rejected', updated_on: '2026-03-07' }),
      ],
    });
    renderPage(GOLD, '/userinterests?tab=incoming');
    const pending = await screen.findByRole('article', { name: 'Member 1' });
    const buttons = (name: string) =>
      within(card(name))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('Member 1')).toEqual(['Accept', 'Reject']);
    expect(buttons('Member 2')).toEqual(['Reject']);
    expect(buttons('Member 3')).toEqual(['Accept']);
    expect(within(card('Member 2')).getByText(/Accepted on 06 Mar 2026/)).toBeTruthy();
    expect(within(card('Member 3')).getByText(/Rejected on 07 Mar 2026/)).toBeTruthy();
    // Accepted: chat as the server answers for a Gold member, 'Unlock chat' to the plans.
    expect(within(card('Member 2')).getByRole('link', { name: 'Unlock chat' }).getAttribute('href')).toBe('/pricing');
    expect(within(card('Member 1')).queryByTestId('chat-action')).toBeNull();
    // The sender's profile (user_id 41) is the one to open.
    expect(within(pending).getByRole('link', { name: 'View full profile' }).getAttribute('href')).toBe(
      `/profiledetails/${encodeURIComponent(btoa('41'))}`,
    );

    await userEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Interest accepted successfully'));
    expect(calls(fetch, '/api/updateInterest')).toEqual([{ id: 1, status: 'Accepted' }]);
    await waitFor(() => expect(buttons('Member 1')).toEqual(['Reject']));
    expect(within(card('Member 1')).getByText('Accepted')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u === '/api/getLoggedInUserProfile')).toBe(true));
    expect(screen.queryByTestId('notification-dot')).toBeNull();

    await userEvent.click(within(card('Member 2')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Interest rejected successfully'));
    await waitFor(() => expect(buttons('Member 2')).toEqual(['Accept']));
  });

  it('shows the buttons waiting while an answer is on its way, and a failure message for the chosen action', async () => {
    let release!: () => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/getIncomingInterests/'))
          return Response.json({ success: true, data: [interest(1, 'incoming')] });
        if (url.startsWith('/api/getSentInterests/')) return Response.json({ success: true, data: [] });
        await new Promise<void>((resolve) => (release = resolve));
        return Response.json({ success: false, code: 'internal_error', message: 'x' }, { status: 500 });
      }),
    );
    renderPage(GOLD, '/userinterests?tab=incoming');
    const pending = await screen.findByRole('article', { name: 'Member 1' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Reject' }));
    const reject = within(pending).getByRole('button', { name: /Reject/ });
    expect(reject).toHaveProperty('disabled', true);
    expect(reject.getAttribute('aria-busy')).toBe('true');
    expect(within(reject).getByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    release();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong, please try again'));

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await waitFor(() => expect(within(pending).getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', false));
    await userEvent.click(within(pending).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify.error).toHaveBeenLastCalledWith('We could not accept this interest. Please try again.'));
  });

  it('withdraws a pending sent interest after asking, and keeps it when the member changes their mind', async () => {
    const fetch = stubServer({
      sent: [interest(4, 'sent'), interest(5, 'sent', { status: 'Rejected', updated_on: '2026-03-06' })],
    });
    renderPage(GOLD, '/userinterests?tab=sent');
    const pending = await screen.findByRole('article', { name: 'Member 4' });
    expect(within(card('Member 5')).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    expect(within(pending).getByText('Withdraw your interest in Member 4?')).toBeTruthy();
    expect(document.activeElement).toBe(within(pending).getByRole('button', { name: 'Keep it' }));
    await userEvent.click(within(pending).getByRole('button', { name: 'Keep it' }));
    expect(calls(fetch, '/api/withdrawInterest')).toEqual([]);

    await userEvent.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(within(pending).getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Interest withdrawn'));
    expect(calls(fetch, '/api/withdrawInterest')).toEqual([{ id: 4 }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Member 4' })).toBeNull());
  });

  it('shows a member without a plan the blurred view with the message and Upgrade Now, and asks for no list', async () => {
    const fetch = stubServer({});
    renderPage(testMember({ pending_interests: 2 }));
    expect(screen.getByTestId('interests-blurred')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('You must upgrade to a premium membership to view and interact with interests.')).toBeTruthy();
    expect(screen.getByText('2 families have sent you interests. Upgrade to see who they are and answer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the blurred view when the server says the plan has ended', async () => {
    stubServer({ incomingStatus: 402 });
    renderPage(GOLD);
    expect(await screen.findByTestId('interests-blurred')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toBeTruthy();
  });

  it('marks a blurred picture as such', async () => {
    const { InterestCard } = await import('../components/interest-card');
    renderWithQueries(
      <MemoryRouter>
        <InterestCard item={interest(6, 'sent', { user_profile_picture: '/blurred.webp' })} direction="sent" blurred />
      </MemoryRouter>,
    );
    const picture = screen.getByRole('img', { name: 'Photo of Member 6 (blurred)' });
    expect(picture.getAttribute('data-blurred')).toBe('true');
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    stubServer({ incoming: [interest(1, 'incoming', { premium_user: 1 })] });
    const client = renderPage(GOLD, '/userinterests?tab=incoming');
    expect(screen.getByRole('heading', { level: 1, name: 'விருப்பங்கள்' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'அனுப்பிய விருப்பங்கள்' })).toBeTruthy();
    const incoming = screen.getByRole('tab', { name: 'வந்த விருப்பங்கள்' });
    const item = await screen.findByRole('article', { name: 'Member 1' });
    expect(within(incoming).getByTestId('notification-dot')).toBeTruthy();
    expect(within(item).getByText('கட்டண உறுப்பினர்')).toBeTruthy();
    expect(within(item).getByText('நிலுவையில்')).toBeTruthy();
    expect(within(item).getByText('பணியாளர்')).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'முழுச் சுயவிவரத்தைப் பார்க்க' })).toBeTruthy();
    await userEvent.click(within(item).getByRole('button', { name: 'ஏற்க' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('விருப்பம் ஏற்றுக்கொள்ளப்பட்டது'));
    expect(client.getQueryData(queryKeys.incomingInterests())).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'அனுப்பிய விருப்பங்கள்' }));
    expect(await screen.findByText('அனுப்பிய விருப்பங்கள் எதுவும் இல்லை')).toBeTruthy();
  });

  it('shows the Tamil blurred view', async () => {
    await changeLocale('ta');
    stubServer({});
    renderPage(testMember({ pending_interests: 1 }));
    expect(screen.getByText('விருப்பங்களைப் பார்க்கவும் பதிலளிக்கவும், கட்டண உறுப்பினராக மாற வேண்டும்.')).toBeTruthy();
    expect(screen.getByText(/^1 குடும்பம் உங்களுக்கு விருப்பம் அனுப்பியுள்ளது/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'மேம்படுத்தவும்' }).getAttribute('href')).toBe('/pricing');
  });
});
