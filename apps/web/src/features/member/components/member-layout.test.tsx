import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, TEST_MEMBER, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { MemberLayout } from './member-layout';

function renderAt(path: string, member = TEST_MEMBER) {
  const client = signedInClient(member);
  const router = createMemoryRouter([{ element: <MemberLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    initialEntries: [path],
  });
  renderWithQueries(<RouterProvider router={router} />, client);
}

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the member side menu', () => {
  it("lists the specification's nine links and our Settings, Shortlisted and Who viewed me, in English and in Tamil, marking the current one", async () => {
    renderAt('/userhoroscope');
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Profile',
      'Edit profile',
      'Partner Preferences',
      'Interests',
      'Shortlisted',
      'Who viewed me',
      'Verify my ID',
      'Horoscope',
      'Chat list',
      'Premium User Benefits',
      'Plan',
      'Settings',
      'Log out',
    ]);
    expect(within(menu).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(menu).queryByTestId('menu-pending')).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Horoscope' }).getAttribute('aria-current')).toBe('page');
    await changeLocale('ta');
    const tamil = await screen.findByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' });
    expect(within(tamil).getByRole('link', { name: 'ஜாதகம்' }).getAttribute('aria-current')).toBe('page');
    expect(within(tamil).getAllByRole('link')).toHaveLength(13);
    expect(within(tamil).getByRole('link', { name: 'என் அடையாளச் சரிபார்ப்பு' }).getAttribute('href')).toBe('/verify-id');
    expect(within(tamil).getByRole('link', { name: 'என்னைப் பார்த்தவர்கள்' }).getAttribute('href')).toBe('/viewers');
    expect(within(tamil).getByRole('link', { name: 'தேர்வுப் பட்டியல்' }).getAttribute('href')).toBe('/shortlisted');
    expect(within(tamil).getByRole('link', { name: 'அமைப்புகள்' })).toBeTruthy();
  });

  it('shows on Interests how many interests wait for an answer', async () => {
    renderAt('/userprofile', testMember({ pending_interests: 3 }));
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    const interests = within(menu).getByRole('link', { name: /^Interests/ });
    expect(within(interests).getByTestId('menu-pending').textContent).toBe('3');
    expect(interests.textContent).toContain('(3 interests waiting for your answer)');
    await changeLocale('ta');
    expect(await within(menu).findByText('(3 விருப்பங்கள் உங்கள் பதிலுக்காகக் காத்திருக்கின்றன)')).toBeTruthy();
  });

  it('shows on Chat list how many messages are unread, and marks it current inside a conversation', async () => {
    renderAt('/chat/NDA%3D', testMember({ unread_messages: 4 }));
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    const chat = within(menu).getByRole('link', { name: /^Chat list/ });
    expect(chat.getAttribute('href')).toBe('/chat');
    expect(chat.getAttribute('aria-current')).toBe('page');
    expect(within(chat).getByTestId('menu-unread').textContent).toBe('4');
    expect(chat.textContent).toContain('(4 unread messages)');
    await changeLocale('ta');
    expect(await within(menu).findByText('(படிக்காத செய்திகள் 4)')).toBeTruthy();
  });

  it('opens the page members land on with today’s matches, and no other page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, day: '2026-11-28', state: 'no_preferences', data: [] })),
    );
    renderAt('/edituserprofile');
    const picks = screen.getByTestId('todays-matches');
    expect(within(picks).getByRole('heading', { name: 'Today’s matches' })).toBeTruthy();
    expect(await within(picks).findByRole('link', { name: 'Set my partner preferences' })).toBeTruthy();
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('keeps today’s matches off the other member pages', () => {
    renderAt('/settings');
    expect(screen.queryByTestId('todays-matches')).toBeNull();
  });
});
