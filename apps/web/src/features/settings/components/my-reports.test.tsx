import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReport } from '@inai/shared';
import { changeLocale } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { MyReportsCard } from './my-reports';

const report = (changes: Partial<MyReport>): MyReport => ({
  reference: 'R-7K3M9Q2X',
  kind: 'report',
  reason: 'fake_profile',
  reported_name: 'Suresh',
  status: 'open',
  outcome_note: null,
  created_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
  ...changes,
});

function stub(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('My reports', () => {
  it("lists the member's reports and grievances with their status in words and the outcome", async () => {
    const fetch = stub(() =>
      Response.json({
        success: true,
        data: [
          report({ reference: 'G-ABCD2345', kind: 'grievance', reason: 'payment', reported_name: null }),
          report({
            reference: 'R-WXYZ6789',
            reason: 'asked_for_money',
            reported_name: null,
            status: 'suspended',
            outcome_note: 'The account was suspended.',
            decided_at: '2026-11-21T09:00:00.000Z',
          }),
          report({}),
        ],
      }),
    );
    renderWithQueries(<MyReportsCard />);
    const card = screen.getByRole('region', { name: 'My reports' });
    const items = await within(card).findAllByRole('listitem');
    expect(fetch).toHaveBeenCalledWith('/api/reports', expect.objectContaining({ method: 'GET' }));
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Grievance');
    expect(items[0]!.textContent).toContain('A payment');
    expect(items[0]!.textContent).toContain('Reference G-ABCD2345');
    expect(items[1]!.textContent).toContain('Report about a member who has left');
    expect(items[1]!.textContent).toContain('Closed: the member was suspended');
    expect(items[1]!.textContent).toContain('Our answer: The account was suspended.');
    expect(items[2]!.textContent).toContain('Report about Suresh');
    expect(items[2]!.textContent).toContain('Fake profile');
    expect(items[2]!.textContent).toContain('Open: our team will look at it');
  });

  it('says so when there is nothing, in Tamil too', async () => {
    stub(() => Response.json({ success: true, data: [] }));
    await changeLocale('ta');
    renderWithQueries(<MyReportsCard />);
    expect(await screen.findByText('நீங்கள் இதுவரை புகாரோ குறைதீர்ப்பு மனுவோ அனுப்பவில்லை.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'என் புகார்கள்' })).toBeTruthy();
  });

  it('says what to do when the list cannot be loaded', async () => {
    stub(() => Response.json({ success: false }, { status: 500 }));
    renderWithQueries(<MyReportsCard />);
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your reports. Please try again.');
  });
});
