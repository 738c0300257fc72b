import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@inai/shared';
import { changeLocale } from '../lib/i18n';
import { testMember } from '../test/member';
import { FamilyInviteOffer } from './family-invite-offer';

function renderOffer(member: PublicUser) {
  return render(
    <MemoryRouter>
      <FamilyInviteOffer user={member} />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  window.localStorage.clear();
  await changeLocale('en');
});

describe('the offer to invite the candidate or a parent', () => {
  it('is made to a profile a parent created, links to Settings → Family, and stays dismissed', async () => {
    const parent = testMember({
      id: 30,
      profile_created_by: 'Parent',
      acting: { kind: 'holder', relation: null, name: 'Kavya' },
    });
    const { unmount } = renderOffer(parent);
    expect(screen.getByRole('heading', { name: 'Invite the candidate or a parent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite from Settings' }).getAttribute('href')).toBe('/settings#family');
    await userEvent.click(screen.getAllByRole('button', { name: 'Not now' })[1]!);
    expect(screen.queryByTestId('family-offer')).toBeNull();
    unmount();
    renderOffer(parent);
    expect(screen.queryByTestId('family-offer')).toBeNull();
  });

  it('is not made to a profile its candidate created, nor to a co-manager', () => {
    renderOffer(testMember({ profile_created_by: 'Self' }));
    renderOffer(
      testMember({
        profile_created_by: 'Sibling',
        acting: {
          kind: 'manager',
          relation: 'Brother',
          name: 'Ravi',
          permissions: { edit: true, interests: true, chat: false, plans: true },
        },
      }),
    );
    expect(screen.queryByTestId('family-offer')).toBeNull();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderOffer(testMember({ profile_created_by: 'Relative' }));
    expect(screen.getByRole('heading', { name: 'சுயவிவரத்துக்கு உரியவரையோ பெற்றோரையோ அழைக்கலாம்' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'அமைப்புகளில் அழைக்க' })).toBeTruthy();
  });
});
