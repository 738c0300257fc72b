import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationSummary, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { conversation, memberOnPlan } from '../../../test/chat';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import ChatListPage from './chat-list-page';

function renderList(member: PublicUser, data: ConversationSummary[]) {
  const fetch = vi.fn(async (url: string) =>
    url === '/api/chat/conversations'
      ? Response.json({ success: true, data })
      : Response.json({ success: false }, { status: 500 }),
  );
  vi.stubGlobal('fetch', fetch);
  renderWithQueries(
    <MemoryRouter>
      <ChatListPage />
    </MemoryRouter>,
    signedInClient(member),
  );
}

const TODAY = new Date().toISOString();
const LIST = [
  conversation({
    unread: 2,
    other: { user_id: 40, name: 'Meena', picture: '/meena.webp', picture_blurred: false, gender: 'female' },
    last_message: { text: 'See you <b>soon</b>', sent_at: TODAY, from_me: false },
  }),
  conversation({
    id: 6,
    other: { user_id: 41, name: 'Priya', picture: null, picture_blurred: false, gender: 'female' },
    last_message: { text: 'Vanakkam', sent_at: '2026-01-05T10:00:00.000Z', from_me: true },
  }),
];

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Chat list', () => {
  it('lists conversations: picture, name, last message as text, time and unread count', async () => {
    renderList(memberOnPlan(3), LIST);
    const rows = await screen.findAllByTestId('conversation');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/chat/NDA%3D', '/chat/NDE%3D']);
    expect(within(rows[0]!).getByRole('img', { name: 'Photo of Meena' }).getAttribute('src')).toBe('/meena.webp');
    expect(within(rows[0]!).getByText('See you <b>soon</b>')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('conversation-unread').textContent).toBe('2');
    expect(within(rows[0]!).getByText('(2 unread messages)')).toBeTruthy();
    expect(within(rows[1]!).getByText('You: Vanakkam')).toBeTruthy();
    expect(within(rows[1]!).getByText('05 Jan 2026')).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('conversation-unread')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Platinum' })).toBeNull();
  });

  it('says when there are no conversations yet', async () => {
    renderList(memberOnPlan(3), []);
    expect(await screen.findByText(/No conversations yet/)).toBeTruthy();
  });

  it('invites a member without Platinum to upgrade, and hides the texts they may not read', async () => {
    renderList(memberOnPlan(2), [
      conversation({ can_chat: false, unread: 1, last_message: { text: null, sent_at: TODAY, from_me: false } }),
    ]);
    expect(screen.getByRole('link', { name: 'Upgrade to Platinum' }).getAttribute('href')).toBe('/pricing');
    const row = await screen.findByTestId('conversation');
    expect(within(row).getByText('A Platinum member wrote to you. Upgrade to read it.')).toBeTruthy();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderList(testMember(), LIST);
    expect(screen.getByRole('link', { name: 'பிளாட்டினத்துக்கு மேம்படுத்த' })).toBeTruthy();
    const rows = await screen.findAllByTestId('conversation');
    expect(within(rows[0]!).getByText('(படிக்காத செய்திகள் 2)')).toBeTruthy();
    expect(within(rows[1]!).getByText('நீங்கள்: Vanakkam')).toBeTruthy();
  });
});
