import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { MemberLayout } from './member-layout';

function renderMenu(isOperator: boolean) {
  const router = createMemoryRouter([{ element: <MemberLayout />, children: [{ path: '*', element: <p>screen</p> }] }], {
    initialEntries: ['/settings'],
  });
  renderWithQueries(<RouterProvider router={router} />, signedInClient(testMember({ is_operator: isOperator })));
}

afterEach(() => clearSession());

describe('the Admin link of the side menu', () => {
  it('is shown to an operator, first, in English and in Tamil', async () => {
    renderMenu(true);
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    const first = within(menu).getAllByRole('link')[0]!;
    expect(first.textContent).toBe('Admin');
    expect(first.getAttribute('href')).toBe('/admin');
    await changeLocale('ta');
    // The Tamil texts load on demand: allow for a busy machine.
    const tamil = await screen.findByRole('navigation', { name: 'உறுப்பினர் பக்கங்கள்' }, { timeout: 5000 });
    expect(within(tamil).getByRole('link', { name: 'நிர்வாகம்' }).getAttribute('href')).toBe('/admin');
  });

  it('is not shown to a member', () => {
    renderMenu(false);
    const menu = screen.getByRole('navigation', { name: 'Member menu' });
    expect(within(menu).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByTestId('menu-admin')).toBeNull();
  });
});
