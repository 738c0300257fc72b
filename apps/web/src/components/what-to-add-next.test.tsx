import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { queryKeys } from '../lib/query-keys';
import { clearSession } from '../lib/session/token-store';
import { signedInClient, testMember } from '../test/member';
import { renderWithQueries } from '../test/render';
import { WhatToAddNext } from './what-to-add-next';

function renderCard(member: PublicUser) {
  return renderWithQueries(
    <MemoryRouter>
      <WhatToAddNext />
    </MemoryRouter>,
    signedInClient(member),
  );
}

const items = () => within(screen.getByTestId('what-to-add-next')).getAllByRole('listitem');

afterEach(async () => {
  clearSession();
  await changeLocale('en');
});

describe('WhatToAddNext', () => {
  it('names the three missing things that help most, each linking to where it is added, and how many more', () => {
    renderCard(testMember());
    expect(screen.getByRole('heading', { name: 'What to add next' })).toBeTruthy();
    const links = items().map((item) => within(item).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Add your gender, date of birth and placeEvery search asks for gender and age: without them your profile is not shown.',
        '/edituserprofile#basic-info',
      ],
      ['Add a profile photoFamilies like to see whom they are writing to.', '/userprofile'],
      ['Set your partner preferencesYour Matches are chosen from them.', '/partnerpreferences'],
    ]);
    expect(screen.getByText('After these, 9 more things to add.')).toBeTruthy();
  });

  it('moves on as the member adds things, and disappears once nothing is missing', async () => {
    const member = testMember({
      user_details: { gender: 'Female', dob: '1996-04-02', state: 'Tamil Nadu', religion: 'Hindu', caste: 'Mudaliar' },
      user_profile_picture: 'p.webp',
      partner_preferences: { gender: 'Male' } as PublicUser['partner_preferences'],
    });
    const { client } = renderCard(member);
    expect(items().map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([
      '/edituserprofile#religion-caste',
      '/edituserprofile#family',
      '/edituserprofile#job-education',
    ]);
    const complete = testMember({
      ...member,
      user_details: {
        ...member.user_details,
        star: 'Rohini',
        family_type: 'Joint',
        degree: 'B.E.',
        about: 'Teacher.',
        diet: 'Vegetarian',
      },
      phone_verified: true,
      user_horoscopes: [{ id: 1 } as PublicUser['user_horoscopes'][number]],
      user_images: [1, 2, 3].map((id) => ({ id }) as unknown as PublicUser['user_images'][number]),
    });
    act(() => client.setQueryData(queryKeys.me(), complete));
    await waitFor(() => expect(screen.queryByTestId('what-to-add-next')).toBeNull());
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderCard(testMember({ user_profile_picture: 'p.webp' }));
    expect(screen.getByRole('heading', { name: 'அடுத்து சேர்க்க வேண்டியவை' })).toBeTruthy();
    expect(within(items()[1]!).getByRole('link').textContent).toContain('வரன் எதிர்பார்ப்புகளை அமைக்கவும்');
    expect(screen.getByText('இவற்றுக்குப் பிறகு, இன்னும் 8 விவரங்கள் சேர்க்கலாம்.')).toBeTruthy();
  });
});
