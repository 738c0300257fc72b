import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session/token-store';
import { signedInClient, testMember } from '../../../test/member';
import { renderWithQueries } from '../../../test/render';
import GrievancePage from './grievance-page';

function stubServer(
  answer: () => Response = () => Response.json({ success: true, message: 'ok', reference: 'G-ABCD2345' }, { status: 201 }),
) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => (url === '/api/grievance' ? answer() : Response.json({})));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(client?: ReturnType<typeof signedInClient>) {
  return renderWithQueries(
    <MemoryRouter>
      <GrievancePage />
    </MemoryRouter>,
    client,
  );
}

const sent = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/grievance').map(([, init]) => JSON.parse(String(init!.body)) as unknown);

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('Grievance officer', () => {
  it("shows the officer's name, e-mail and address and the promise, and files a visitor's grievance", async () => {
    const fetch = stubServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeTruthy();
    expect(screen.getByTestId('officer-name').textContent).toBe('Grievance Officer');
    expect(screen.getByRole('link', { name: 'grievance@inaimatrimony.in' }).getAttribute('href')).toBe(
      'mailto:grievance@inaimatrimony.in',
    );
    expect(screen.getByText(/Avinashi Road/)).toBeTruthy();
    expect(screen.getByText('We acknowledge every grievance within 24 hours and resolve it within 15 days.')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Grievance form' });
    await userEvent.click(within(form).getByRole('button', { name: 'File grievance' }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Please choose a subject.')).toBeTruthy();
    expect(within(form).getByText('Please describe your grievance.')).toBeTruthy();
    expect(sent(fetch)).toEqual([]);

    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Lakshmi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'lakshmi@example.com');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Subject' }), 'privacy');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'My photos are still visible.');
    await userEvent.click(within(form).getByRole('button', { name: 'File grievance' }));

    expect(
      await screen.findByText(
        'We have received your grievance. Reference G-ABCD2345; we will acknowledge it within 24 hours and resolve it within 15 days.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('We have sent the reference to lakshmi@example.com too.')).toBeTruthy();
    expect(sent(fetch)).toEqual([
      { name: 'Lakshmi', email: 'lakshmi@example.com', subject: 'privacy', description: 'My photos are still visible.' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'File another grievance' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' }).value).toBe('');
  });

  it("pre-fills a signed-in member's name and e-mail and says where to follow the grievance", async () => {
    const fetch = stubServer();
    renderPage(signedInClient(testMember({ name: 'Kavya Raman', email: 'kavya@example.com' })));
    const form = screen.getByRole('form', { name: 'Grievance form' });
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Kavya Raman');
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Email' }).value).toBe('kavya@example.com');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Subject' }), 'account');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Description' }), 'I cannot change my name.');
    await userEvent.click(within(form).getByRole('button', { name: 'File grievance' }));
    expect(await screen.findByText('You can follow it under My reports in Settings.')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/grievance')!;
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer token');
  });

  it('says when too many grievances were filed, and reads in Tamil', async () => {
    stubServer(() => Response.json({ success: false, code: 'too_many_grievances', message: 'x' }, { status: 429 }));
    await changeLocale('ta');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'குறைதீர்ப்பு அலுவலர்' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'குறைதீர்ப்பு மனுப் படிவம்' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'பெயர்' }), 'லட்சுமி');
    await userEvent.type(within(form).getByRole('textbox', { name: 'மின்னஞ்சல்' }), 'lakshmi@example.com');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'பொருள்' }), 'other');
    await userEvent.type(within(form).getByRole('textbox', { name: 'விவரம்' }), 'ஒரு கேள்வி');
    await userEvent.click(within(form).getByRole('button', { name: 'மனுவை அனுப்ப' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('ஏற்கெனவே பல மனுக்கள் அனுப்பியுள்ளீர்கள்');
  });
});
