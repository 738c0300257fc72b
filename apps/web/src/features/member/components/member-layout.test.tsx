import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, TEST_MEMBER } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { MemberLayout } from './member-layout';

function renderAt(path: string) {
  const client = signedInClient(TEST_MEMBER);
  const router = createMemoryRouter([{ element: <MemberLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    initialEntries: [path],
  });
  renderWithQueries(<RouterProvider router={router} />, client);
}

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
