import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../lib/i18n';
import { testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { ProfilePanel } from './profile-panel';

function show(pending: number, unread = 0) {
  renderWithQueries(
    <MemoryRouter>
      <ProfilePanel user={testMember({ pending_interests: pending, unread_messages: unread })} />
    </MemoryRouter>,
  );
}

describe('the profile panel', () => {
  it('carries the number of interests waiting for an answer, and links to them', async () => {
    show(2);
    const button = screen.getByRole('button', { name: 'Your profile: Kavya, 2 interests waiting for your answer' });
    expect(within(button).getByTestId('header-pending').textContent).toBe('2');
    await userEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Your profile' });
    expect(within(panel).getByRole('link', { name: '2 interests waiting for your answer' }).getAttribute('href')).toBe(
      '/userinterests?tab=incoming',
    );
    await changeLocale('ta');
    expect(
      await screen.findByRole('button', { name: 'உங்கள் சுயவிவரம்: Kavya, 2 விருப்பங்கள் உங்கள் பதிலுக்காகக் காத்திருக்கின்றன' }),
    ).toBeTruthy();
  });

  it('adds unread chat messages to the count, with a link to the chat list', async () => {
    show(1, 3);
    const button = screen.getByRole('button', {
      name: 'Your profile: Kavya, 1 interest waiting for your answer, 3 unread chat messages',
    });
    expect(within(button).getByTestId('header-pending').textContent).toBe('4');
    await userEvent.click(button);
    const panel = screen.getByRole('dialog', { name: 'Your profile' });
    expect(within(panel).getByRole('link', { name: '3 unread chat messages' }).getAttribute('href')).toBe('/chat');
    await changeLocale('ta');
    expect(await within(panel).findByRole('link', { name: 'படிக்காத அரட்டைச் செய்திகள் 3' })).toBeTruthy();
  });

  it('shows no count when nothing waits', async () => {
    show(0);
    const button = screen.getByRole('button', { name: 'Your profile: Kavya' });
    expect(within(button).queryByTestId('header-pending')).toBeNull();
    await userEvent.click(button);
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['View Profile', 'Update Profile']);
  });

  it('says one interest in the singular', () => {
    show(1);
    expect(screen.getByRole('button', { name: 'Your profile: Kavya, 1 interest waiting for your answer' })).toBeTruthy();
  });
});
