import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProfileCard as Card } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { renderWithQueries } from '../test/render';
import { ProfileCard } from './profile-card';

const CARD: Card = {
  user_id: 41,
  name: 'Kavya',
  gender: 'Female',
  profile_picture: null,
  picture_blurred: false,
  photos_locked: false,
  degree: 'B.E.',
  job_type: null,
  age: 27,
  height: '5.4',
  city: 'Salem',
  state: 'Tamil Nadu',
};

const show = (card: Card) =>
  renderWithQueries(
    <MemoryRouter>
      <ProfileCard card={card} layout="list" linked={false} />
    </MemoryRouter>,
  );

describe('a result card', () => {
  afterEach(async () => changeLocale('en'));

  it("shows 'Mobile verified' beside 'ID verified' when the member proved each, and neither otherwise", async () => {
    const { unmount } = show({ ...CARD, id_verified: true, phone_verified: true });
    const card = screen.getByRole('article', { name: 'Kavya' });
    expect(within(card).getByTestId('mobile-verified-badge').textContent).toBe('Mobile verified');
    expect(within(card).getByText('ID verified').textContent).toBe('ID verified');
    unmount();
    show({ ...CARD, id_verified: false, phone_verified: false });
    expect(screen.queryByTestId('mobile-verified-badge')).toBeNull();
    expect(screen.queryByText('ID verified')).toBeNull();
  });

  it('says it in Tamil for a Tamil reader', async () => {
    await changeLocale('ta');
    show({ ...CARD, phone_verified: true });
    expect(screen.getByTestId('mobile-verified-badge').textContent).toBe('சரிபார்த்த கைப்பேசி');
  });

  it('says when the member was last active, as a band, and nothing without one', async () => {
    const { unmount } = show({ ...CARD, last_active: 'today' });
    expect(within(screen.getByRole('article', { name: 'Kavya' })).getByTestId('last-active').textContent).toBe('Active today');
    unmount();
    const week = show({ ...CARD, last_active: 'week' });
    expect(screen.getByTestId('last-active').textContent).toBe('Active this week');
    week.unmount();
    const month = show({ ...CARD, last_active: 'month' });
    expect(screen.getByTestId('last-active').textContent).toBe('Active this month');
    month.unmount();
    const none = show({ ...CARD, last_active: null });
    expect(screen.queryByTestId('last-active')).toBeNull();
    none.unmount();
    await changeLocale('ta');
    show({ ...CARD, last_active: 'week' });
    expect(screen.getByTestId('last-active').textContent).toBe('இந்த வாரம் செயலில் இருந்தார்');
  });

  it('names the town in Tamil on a Tamil screen, and as stored in English', async () => {
    const { unmount } = show(CARD);
    expect(within(screen.getByRole('article', { name: 'Kavya' })).getByText('Salem')).toBeTruthy();
    unmount();
    await changeLocale('ta');
    show({ ...CARD, city: 'Kangayam' });
    const card = screen.getByRole('article', { name: 'Kavya' });
    expect(within(card).getByText('காங்கேயம்')).toBeTruthy();
    expect(within(card).queryByText('Kangayam')).toBeNull();
  });
});
