import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyAnswer, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { FamilyCard } from './family-card';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const MOTHER = {
  id: 3,
  name: 'Lakshmi',
  email: 'lakshmi@example.com',
  relation: 'Mother' as const,
  permissions: { edit: true, interests: true, chat: false, plans: true },
  joined_at: '2026-11-20T10:00:00.000Z',
};
const INVITATION = {
  id: 9,
  email: 'ravi@example.com',
  relation: 'Brother' as const,
  permissions: { edit: true, interests: true, chat: false, plans: true },
  expires_at: '2026-12-04T10:00:00.000Z',
};

type Route = (body: Record<string, unknown>) => Response;

const NO_ACTIVITY = { success: true, data: [], total: 0, page: 1, pageSize: 20 };

/** The family calls as the server answers them; each test says what differs. */
function stubServer(family: FamilyAnswer, routes: Record<string, Route> = {}) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.replace('/api/', '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === 'family' && (init?.method ?? 'GET') === 'GET') return Response.json(family);
    if (path.startsWith('family/activity') && !routes[path]) return Response.json(NO_ACTIVITY);
    const route = routes[path];
    return route ? route(body) : Response.json({ success: false }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCard(member: PublicUser) {
  renderWithQueries(
    <MemoryRouter>
      <FamilyCard user={member} />
    </MemoryRouter>,
    signedInClient(member),
  );
}

const holder = testMember({ acting: { kind: 'holder', relation: null, name: 'Kavya' } });

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('Settings → Family, for the holder', () => {
  it('lists a co-manager with switches that save, and an open invitation to send again', async () => {
    const fetch = stubServer(
      { success: true, managers: [MOTHER], invitations: [INVITATION] },
      {
        'family/managers/3': () => Response.json({ success: true, message: 'What Lakshmi may do is saved.', manager: MOTHER }),
        'family/invitations/9/resend': () => Response.json({ success: true, message: 'Sent again.', invitation: INVITATION }),
      },
    );
    renderCard(holder);
    const manager = await screen.findByRole('listitem', { name: 'Lakshmi' });
    expect(manager.textContent).toContain('(Mother)');
    expect(manager.textContent).toContain('lakshmi@example.com');
    const chat = within(manager).getByRole('switch', { name: 'Chat' });
    expect(chat.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(chat);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('What Lakshmi may do is saved.'));
    const saved = fetch.mock.calls.find(([url]) => url === '/api/family/managers/3')!;
    expect(JSON.parse(String(saved[1]!.body))).toEqual({ permissions: { chat: true } });

    const invitation = screen.getByTestId('family-invitation');
    expect(invitation.textContent).toContain('ravi@example.com');
    expect(invitation.textContent).toContain('Invited as: Brother.');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Sent again.'));
  });

  it('removes a co-manager only after asking', async () => {
    const fetch = stubServer(
      { success: true, managers: [MOTHER], invitations: [] },
      { 'family/managers/3/remove': () => Response.json({ success: true, message: 'Lakshmi no longer manages the profile.' }) },
    );
    renderCard(holder);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(screen.getByText('Remove Lakshmi? They are signed out of this profile at once.')).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/remove'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Lakshmi no longer manages the profile.'));
  });

  it('invites with the default permissions, and shows the server’s refusal under the address', async () => {
    const fetch = stubServer(
      { success: true, managers: [], invitations: [] },
      {
        'family/invite': () => Response.json({ success: false, code: 'family_address_taken', message: 'x' }, { status: 409 }),
      },
    );
    renderCard(holder);
    expect(await screen.findByText('Nobody helps you manage this profile yet.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Their e-mail address'), 'amma@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Who they are to the person the profile is for'), 'Mother');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This address cannot be invited. Please ask them for another e-mail address.')).toBeTruthy();
    const sent = fetch.mock.calls.find(([url]) => url === '/api/family/invite')!;
    expect(JSON.parse(String(sent[1]!.body))).toEqual({
      email: 'amma@example.com',
      relation: 'Mother',
      permissions: { edit: true, interests: true, chat: false, plans: true },
    });
  });

  it('says why the form cannot be sent when two family members already help, in Tamil', async () => {
    await changeLocale('ta');
    stubServer({ success: true, managers: [MOTHER, { ...MOTHER, id: 4, name: 'Raman', relation: 'Father' }], invitations: [] });
    renderCard(holder);
    const reason = await screen.findByText('ஒரு சுயவிவரத்துக்கு அதிகபட்சம் 2 குடும்ப நிர்வாகிகள் இருக்கலாம். முதலில் ஒருவரை நீக்கவும்.');
    const submit = screen.getByRole('button', { name: 'அழைப்பை அனுப்ப' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    expect(submit.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.getByRole('listitem', { name: 'Raman' }).textContent).toContain('(தந்தை)');
    // The relation's placeholder is one short word: the long question is the label above it (375 px).
    const relation = screen.getByLabelText('சுயவிவரத்துக்கு உரியவருக்கு இவர் யார்') as HTMLSelectElement;
    expect(relation.options[0]!.textContent).toBe('தேர்ந்தெடுக்கவும்');
  });

  it('cancels an open invitation, both of its buttons waiting while it goes', async () => {
    let answer!: () => void;
    stubServer(
      { success: true, managers: [], invitations: [INVITATION] },
      {
        'family/invitations/9/cancel': () => Response.json({ success: true, message: 'Invitation cancelled.' }),
      },
    );
    const fetch = vi.mocked(globalThis.fetch);
    const served = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/cancel')) await new Promise<void>((resolve) => (answer = resolve));
      return served(url, init);
    });
    renderCard(holder);
    const invitation = await screen.findByTestId('family-invitation');
    await userEvent.click(within(invitation).getByRole('button', { name: 'Cancel invitation' }));
    const cancel = within(invitation).getByRole('button', { name: /Cancel invitation/ });
    expect(cancel.getAttribute('aria-busy')).toBe('true');
    expect((within(invitation).getByRole('button', { name: 'Send again' }) as HTMLButtonElement).disabled).toBe(true);
    answer();
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Invitation cancelled.'));
  });
});

describe('Settings → Family, for a co-manager', () => {
  it.each([
    ['en', 'You help manage the profile of Kavya. You are: Mother.', 'What you may do'],
    ['ta', 'Kavya அவர்களின் சுயவிவரத்தை நிர்வகிப்பதில் நீங்கள் உதவுகிறீர்கள். நீங்கள்: தாய்.', 'நீங்கள் செய்யக்கூடியவை'],
  ] as const)(
    'shows whose profile and what they may do, without asking for the holder’s list (%s)',
    async (locale, intro, may) => {
      await changeLocale(locale);
      const fetch = stubServer({ success: true, managers: [], invitations: [] });
      renderCard(
        testMember({
          acting: { kind: 'manager', relation: 'Mother', name: 'Lakshmi', permissions: MOTHER.permissions },
        }),
      );
      expect(screen.getByTestId('family-managed').textContent).toBe(intro);
      expect(screen.getByRole('heading', { name: may })).toBeTruthy();
      await screen.findByText(locale === 'en' ? 'Nothing has been done yet.' : 'இதுவரை எதுவும் செய்யப்படவில்லை.', { exact: false });
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/family/activity?page=1']);
    },
  );

  it.each([
    ['en', 'Send me this profile’s e-mails', 'The profile’s mails will no longer come to you.'],
    ['ta', 'இந்தச் சுயவிவரத்தின் மின்னஞ்சல்களை எனக்கும் அனுப்பவும்', 'சுயவிவரத்தின் மின்னஞ்சல்கள் இனி உங்களுக்கு வராது.'],
  ] as const)(
    'switches the profile’s mails to them off at once, from the state the server gave (%s)',
    async (locale, label, said) => {
      await changeLocale(locale);
      const fetch = stubServer(
        { success: true, managers: [], invitations: [] },
        { 'family/me/mail': (body) => Response.json({ success: true, message: said, on: body.on }) },
      );
      const mother = testMember({
        acting: { kind: 'manager', relation: 'Mother', name: 'Lakshmi', permissions: MOTHER.permissions, mail: true },
      });
      renderCard(mother);
      const mail = screen.getByRole('switch', { name: label });
      expect(mail.getAttribute('aria-checked')).toBe('true');
      await userEvent.click(mail);
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith(said));
      expect(screen.getByRole('switch', { name: label }).getAttribute('aria-checked')).toBe('false');
      const sent = fetch.mock.calls.find(([url]) => url === '/api/family/me/mail')!;
      expect(JSON.parse(String(sent[1]!.body))).toEqual({ on: false });
    },
  );

  it('shows the switch off when the server says so, and puts it back with a toast when the save fails', async () => {
    stubServer(
      { success: true, managers: [], invitations: [] },
      { 'family/me/mail': () => Response.json({ success: false }, { status: 500 }) },
    );
    renderCard(
      testMember({
        acting: { kind: 'manager', relation: 'Father', name: 'Raman', permissions: MOTHER.permissions, mail: false },
      }),
    );
    const mail = screen.getByRole('switch', { name: 'Send me this profile’s e-mails' });
    expect(mail.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(mail);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('We could not save your choice. Please try again.'));
    expect(mail.getAttribute('aria-checked')).toBe('false');
  });
});
