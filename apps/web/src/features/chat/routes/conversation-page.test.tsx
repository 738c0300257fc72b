import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ConversationSummary, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { chatMessage, conversation, memberOnPlan } from '../../../test/chat';
import { signedInClient } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import ConversationPage from './conversation-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

interface Server {
  open?: () => Response;
  history?: ChatMessage[];
  older?: ChatMessage[];
}

function stubServer(
  { open, history = [], older = [] }: Server,
  summary: ConversationSummary = conversation(),
  member: PublicUser = memberOnPlan(3),
) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (url === '/api/getLoggedInUserProfile') return Response.json(member);
    if (url === '/api/chat/open') return open?.() ?? Response.json({ success: true, conversation: summary });
    if (url === '/api/chat/conversations/5/messages' && init?.method === 'POST')
      return Response.json({
        success: true,
        message: chatMessage(100, { sender_id: 7, text: String(body.text), client_id: String(body.client_id) }),
      });
    if (url === '/api/chat/conversations/5/messages')
      return Response.json({ success: true, data: history, has_more: older.length > 0 });
    if (url.startsWith('/api/chat/conversations/5/messages?before='))
      return Response.json({ success: true, data: older, has_more: false });
    if (url === '/api/chat/conversations/5/seen' || url === '/api/block') return Response.json({ success: true });
    return Response.json({ success: true, data: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(member: PublicUser = memberOnPlan(3), path = '/chat/NDA%3D') {
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/chat/:encodedId" element={<ConversationPage />} />
        <Route path="/chat" element={<p>The chat list</p>} />
      </Routes>
    </MemoryRouter>,
    signedInClient(member),
  );
}

const calls = (fetch: ReturnType<typeof stubServer>, url: string) =>
  fetch.mock.calls
    .filter(([u, init]) => u === url && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')) as unknown);

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('A conversation', () => {
  it("opens with the member, shows texts as text, 'Seen' under my last read message, and marks theirs read", async () => {
    const fetch = stubServer({
      history: [
        chatMessage(1, { sender_id: 7, text: 'Vanakkam', seen_at: '2026-11-20T10:05:00.000Z' }),
        chatMessage(2, { sender_id: 7, text: 'How are you?', seen_at: '2026-11-20T10:06:00.000Z' }),
        chatMessage(3, { sender_id: 7, text: 'Still there?' }),
        chatMessage(4, { text: '<img src=x onerror=alert(1)> fine' }),
      ],
    });
    renderPage();
    const log = await screen.findByRole('log', { name: 'Messages with Meena' });
    await within(log).findByText('<img src=x onerror=alert(1)> fine');
    expect(log.querySelector('img')).toBeNull();
    const messages = within(log).getAllByTestId('message');
    expect(messages).toHaveLength(4);
    expect(within(log).getAllByTestId('seen')).toHaveLength(1);
    expect(within(messages[1]!).getByText('Seen')).toBeTruthy();
    expect(calls(fetch, '/api/chat/open')).toEqual([{ user_id: 40 }]);
    await waitFor(() => expect(calls(fetch, '/api/chat/conversations/5/seen')).toEqual([{ up_to: 4 }]));
  });

  it('warns the recipient beside a message that looks like a scam, with the helpline and Report', async () => {
    stubServer({
      history: [
        chatMessage(1, { sender_id: 7, text: 'Please send 5000 to my UPI', warnings: [] }),
        chatMessage(2, { text: 'A gift parcel is held at customs, pay the duty', warnings: ['customs', 'money'] }),
      ],
    });
    renderPage();
    const warning = await screen.findByRole('complementary', { name: 'Please be careful' });
    expect(screen.getAllByTestId('scam-warning')).toHaveLength(1);
    expect(within(warning).getByText(/gift parcel, customs duty/)).toBeTruthy();
    expect(within(warning).getByText(/asks for money, a UPI id/)).toBeTruthy();
    expect(within(warning).getByText(/helpline 1930/)).toBeTruthy();
    // Report opens the report dialog for the sender, with the reason and the message already named.
    await userEvent.click(within(warning).getByRole('button', { name: 'Report' }));
    const dialog = screen.getByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: /^Report / })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Asked for money' }).checked).toBe(true);
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'What happened (optional)' }).value).toContain(
      'message 2',
    );
  });

  it('loads older messages in front of the page shown', async () => {
    stubServer({ history: [chatMessage(31)], older: [chatMessage(29), chatMessage(30)] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(screen.getAllByTestId('message').map((m) => m.textContent)).toEqual([
      expect.stringContaining('Message 29'),
      expect.stringContaining('Message 30'),
      expect.stringContaining('Message 31'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('sends over REST while the live connection is down', async () => {
    const fetch = stubServer({ history: [] });
    renderPage();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your message' }), 'Vanakkam{Enter}');
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(1));
    expect(screen.getByText('Vanakkam')).toBeTruthy();
    const [sent] = calls(fetch, '/api/chat/conversations/5/messages') as { text: string; client_id: string }[];
    expect(sent).toMatchObject({ text: 'Vanakkam', client_id: expect.any(String) });
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
  });

  it('explains that an interest must be accepted first', async () => {
    stubServer({
      open: () => Response.json({ success: false, code: 'chat_requires_accepted_interest', message: 'x' }, { status: 403 }),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toMatch(/once an interest between you is accepted/);
    expect(screen.getByRole('link', { name: 'Go to Interests' }).getAttribute('href')).toBe('/userinterests');
  });

  it('shows a member without Platinum why they cannot write, instead of the composer', async () => {
    stubServer({ history: [chatMessage(1, { text: null })] }, conversation({ can_chat: false }), memberOnPlan(2));
    renderPage(memberOnPlan(2));
    expect(await screen.findByText('A Platinum member wrote to you. Upgrade to read it.', { selector: 'p.italic' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByTestId('composer-disabled')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Platinum' }).getAttribute('href')).toBe('/pricing');
  });

  it("tells the writer, before and under what waits, when the other member's plan does not let them read", async () => {
    const waiting = conversation({ other_can_read: false });
    stubServer({ history: [chatMessage(1, { sender_id: 7, text: 'Vanakkam', seen_at: null })] }, waiting);
    renderPage();
    expect((await screen.findByTestId('cannot-read-notice')).textContent).toBe(
      'Meena can read your messages once she has Platinum. We let her know each time you write.',
    );
    expect((await screen.findByTestId('waiting')).textContent).toBe(
      'Not read yet: Meena can read this once she has Platinum. We have told her.',
    );
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('speaks of a man as he, and tells nothing waits before the first message', async () => {
    const him = conversation({ other_can_read: false, other: { ...conversation().other, name: 'Arun', gender: 'Male' } });
    stubServer({ history: [] }, him);
    renderPage();
    expect((await screen.findByTestId('cannot-read-notice')).textContent).toBe(
      'Arun can read your messages once he has Platinum. We let him know each time you write.',
    );
    expect(screen.queryByTestId('waiting')).toBeNull();
  });

  it('blocks after a confirmation, and the conversation closes', async () => {
    const fetch = stubServer({ history: [chatMessage(1)] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Block' }));
    expect(screen.getByText(/Block Meena\? Neither of you/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls(fetch, '/api/block')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, block' }));
    expect(await screen.findByText('The chat list')).toBeTruthy();
    expect(calls(fetch, '/api/block')).toEqual([{ user_id: 40 }]);
    expect(notify.success).toHaveBeenCalledWith('Meena is blocked.');
  });

  it('reads in Tamil, with the warning', async () => {
    await changeLocale('ta');
    stubServer({ history: [chatMessage(1, { text: 'Add me on WhatsApp', warnings: ['off_platform'] })] });
    renderPage();
    const warning = await screen.findByRole('complementary', { name: 'கவனமாக இருங்கள்' });
    expect(within(warning).getByText(/வாட்ஸ்அப்/)).toBeTruthy();
    expect(within(warning).getByText(/1930/)).toBeTruthy();
    expect(within(warning).getByRole('button', { name: 'புகார்' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'தடுக்க' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'உங்கள் செய்தி' })).toBeTruthy();
  });
});

describe('Calls in a conversation', () => {
  it('shows the call log in words and keeps the call buttons off, with the reason, when the other cannot answer', async () => {
    stubServer(
      {
        history: [
          chatMessage(1, { kind: 'call', text: null, media: 'video', outcome: 'completed', duration_s: 125, sender_id: 7 }),
          chatMessage(2, { kind: 'call', text: null, media: 'audio', outcome: 'missed', duration_s: 0 }),
        ],
      },
      conversation({ other_can_read: false }),
    );
    renderPage();
    const entries = await screen.findAllByTestId('call-entry');
    expect(entries.map((e) => e.textContent)).toEqual([
      expect.stringContaining('Video call · 2 min 5 s'),
      expect.stringContaining('Voice call · Missed call'),
    ]);
    const voice = screen.getByRole('button', { name: 'Voice call' });
    expect(voice).toHaveProperty('disabled', true);
    expect(screen.getByTestId('call-refusal').textContent).toBe('Meena cannot take calls yet: their plan does not include them.');
  });
});
