import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import RegisterPage from './register-page';

vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

function stubRegister() {
  const fetch = vi.fn(async () =>
    Response.json(
      { success: true, message: 'ok', token: 't', otpToken: 'o', user: testMember({ is_verified: 0 }) },
      { status: 201 },
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage() {
  renderWithQueries(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  );
}

async function fillIn(createdBy?: string) {
  await userEvent.type(screen.getByLabelText('Name'), 'Kavya Raman');
  await userEvent.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await userEvent.type(screen.getByLabelText('Phone'), '9876543210');
  for (const field of screen.getAllByLabelText(/password/i).filter((e) => e.tagName === 'INPUT'))
    await userEvent.type(field, 'Jasmine-garland-42');
  if (createdBy !== undefined) await userEvent.selectOptions(screen.getByLabelText('Profile created by'), createdBy);
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

afterEach(async () => {
  clearSession();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  await changeLocale('en');
});

describe('Register: profile created by, and the declaration', () => {
  it("suggests 'Self', sends the choice, and declares marriage and true details beside the terms' links", async () => {
    const fetch = stubRegister();
    renderPage();
    const select = screen.getByLabelText('Profile created by') as HTMLSelectElement;
    expect(select.value).toBe('Self');
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Profile created by',
      'Self',
      'Parent',
      'Sibling',
      'Relative',
      'Friend',
    ]);
    const terms = screen.getByRole('checkbox');
    const label = document.querySelector(`label[for="${terms.id}"]`)!;
    expect(label.textContent).toMatch(/I agree to the Terms of Service/);
    expect(label.textContent).toMatch(/I am seeking marriage, not dating, and the details I give are true\.$/);
    expect(label.querySelector('a[href="/terms-conditions"], a[href*="terms"]')).toBeTruthy();

    await fillIn('Parent');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toMatchObject({ name: 'Kavya Raman', profile_created_by: 'Parent' });
  });

  it('leaves the field out when the member chooses not to say', async () => {
    const fetch = stubRegister();
    renderPage();
    await fillIn('');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).not.toHaveProperty('profile_created_by');
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderPage();
    const select = screen.getByLabelText('சுயவிவரத்தை உருவாக்கியவர்') as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('தாமே');
    expect(document.body.textContent).toMatch(/நான் திருமணத்திற்காகவே வரன் தேடுகிறேன்/);
  });
});
