import { screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';
import { clearSession, saveToken } from '../../../lib/session/token-store';
import { renderWithQueries } from '../../../test/render';
import { MemberLayout } from './member-layout';

const MEMBER = { id: 7, name: 'Kavya', email: 'kavya@example.com', user_profile_picture: null, user_details: null } as PublicUser;

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.me(), MEMBER);
  const router = createMemoryRouter([{ element: <MemberLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    initialEntries: [path],
  });
  renderWithQueries(<RouterProvider router={router} />, client);
}

beforeEach(() => saveToken('token', false));
afterEach(() => clearSession());

describe('the member side menu', () => {
  it('lists its nine links in English and in Tamil, marking the current one', async () => {
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
      'Horoscope',
      'Chat list',
      'Premium User Benefits',
      'Plan',
      'Log out',
    ]);
    expect(within(menu).getByRole('link', { name: 'Horoscope' }).getAttribute('aria-current')).toBe('page');
    await changeLocale('ta');
    const tamil = await screen.findByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' });
    expect(within(tamil).getByRole('link', { name: 'ஜாதகம்' }).getAttribute('aria-current')).toBe('page');
    expect(within(tamil).getAllByRole('link')).toHaveLength(9);
  });
});
