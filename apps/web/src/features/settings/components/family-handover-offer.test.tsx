import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import { FamilyHandoverOffer } from './family-handover-offer';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const CANDIDATE = {
  id: 5,
  name: 'Divya',
  email: 'divya@example.com',
  relation: 'Candidate' as const,
  permissions: { edit: true, interests: true, chat: false, plans: true },
  joined_at: '2026-11-20T10:00:00.000Z',
};

function stub(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const render = () =>
  renderWithQueries(
    <ul>
      <FamilyHandoverOffer manager={CANDIDATE} />
    </ul>,
    signedInClient(testMember({ acting: { kind: 'holder', relation: null, name: 'Kavya' } })),
  );

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('Hand over the profile (the holder, on the candidate’s row)', () => {
  it('explains what happens first, sends only when asked, with who the holder is to them', async () => {
    const fetch = stub(() =>
      Response.json({ success: true, message: 'We have mailed a code.', expires_at: '2026-11-30T10:30:00.000Z' }),
    );
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Hand over the profile' }));
    expect(screen.getByTestId('family-handover-offer').textContent).toContain('Divya will hold the profile');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Who you are to them'), 'Mother');
    await userEvent.click(screen.getByRole('button', { name: 'Send the code' }));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/family/handover');
    expect(JSON.parse(String(init.body))).toEqual({ manager_id: 5, relation: 'Mother' });
    expect((await screen.findByRole('status')).textContent).toBe('The code is on its way to Divya. It works for 30 minutes.');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('shows a refusal in place and keeps the step open, in Tamil', async () => {
    await changeLocale('ta');
    stub(() => Response.json({ success: false, code: 'family_handover_login_elsewhere', message: 'x' }, { status: 409 }));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'சுயவிவரத்தை ஒப்படைக்க' }));
    expect(screen.getByText(/இனி Divya சுயவிவரத்தைப் பதிவு செய்தவராக இருப்பார்/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OTP அனுப்ப' }));
    expect((await screen.findByRole('alert')).textContent).toContain('இந்தக் கணக்கு வேறொரு சுயவிவரத்தையும் நிர்வகிக்கிறது');
    expect(screen.getByRole('button', { name: 'இப்போது வேண்டாம்' })).toBeTruthy();
  });
});
