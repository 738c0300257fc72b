import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InterestItem, PublicUser } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testCoManager, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { InterestCard } from './interest-card';

/** An incoming interest from member 41 (a woman) to the member, 7, as the server lists it. */
function incoming(changes: object = {}): InterestItem {
  return {
    id: 1,
    user_id: 41,
    partner_id: 7,
    status: 'Requested',
    requested_on: '2026-03-05',
    updated_on: null,
    name: 'Priya',
    gender: 'Female',
    city: null,
    state: null,
    age: 27,
    job: null,
    user_profile_picture: null,
    premium_user: 0,
    last_active: null,
    ...changes,
  } as InterestItem;
}

function renderCard(item: InterestItem, member: PublicUser) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ success: true, data: [] })),
  );
  renderWithQueries(
    <MemoryRouter>
      <InterestCard item={item} direction="incoming" blurred={false} />
    </MemoryRouter>,
    signedInClient(member),
  );
}

const ARUN = testMember({ user_details: { gender: 'Male' } });

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  await changeLocale('en');
});

// The server adds sent_by_relation, answered_by_relation and managed_with_family to its lists; the
// card reads them when present, so these stand before and after it does.
describe('an interest card and the family behind it', () => {
  it('says who of her family sent it and who of his answered, and that hers is managed with family', () => {
    renderCard(
      incoming({
        status: 'Accepted',
        updated_on: '2026-03-08',
        sent_by_relation: 'Mother',
        answered_by_relation: 'Father',
        managed_with_family: true,
      }),
      ARUN,
    );
    expect(screen.getAllByTestId('family-act').map((n) => n.textContent)).toEqual([
      'Sent by her mother',
      'Answered by his father',
    ]);
    expect(screen.getByTestId('managed-with-family').textContent).toBe('Managed with family');
  });

  it('says the same in Tamil', async () => {
    await changeLocale('ta');
    renderCard(incoming({ sent_by_relation: 'Mother', managed_with_family: true }), ARUN);
    expect(screen.getByTestId('family-act').textContent).toBe('அவரது தாய் அனுப்பினார்');
    expect(screen.getByTestId('managed-with-family').textContent).toBe('குடும்பத்துடன் நிர்வகிக்கப்படுகிறது');
  });

  it('says nothing of a family when the server does not', () => {
    renderCard(incoming(), ARUN);
    expect(screen.queryByTestId('family-act')).toBeNull();
    expect(screen.queryByTestId('managed-with-family')).toBeNull();
  });

  it('tells a co-manager who may not answer interests who may, on disabled Accept and Reject', () => {
    renderCard(incoming(), testCoManager({ interests: false }));
    const reason = screen.getByTestId('family-refusal');
    expect(reason.textContent).toBe(
      'Only the holder of the profile, or a co-manager they allow to send and answer interests, can do this.',
    );
    for (const name of ['Accept', 'Reject']) {
      const button = screen.getByRole('button', { name });
      expect((button as HTMLButtonElement).disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    }
  });
});
