import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminIdItem, AdminPage, AdminPhoto, AdminQueueItem } from '@inai/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../../lib/api-client';
import { apiGet, apiPost } from '../../../lib/api-client';
import { changeLocale, ensureAppTexts } from '../../../lib/i18n';
import { renderWithQueries } from '../../../test/render';
import { IdsTab } from './ids-tab';
import { PhotosTab } from './photos-tab';
import { QueueTab } from './queue-tab';

vi.mock('../../../lib/api-client', async (original) => ({
  ...(await original<typeof ApiClient>()),
  apiGet: vi.fn(),
  apiPost: vi.fn(),
}));
const get = vi.mocked(apiGet);
const post = vi.mocked(apiPost);

const page = <T,>(data: T[]): AdminPage<T> => ({ success: true, data, total: data.length, page: 1, pageSize: 20 });

const report: AdminQueueItem = {
  id: 41,
  reference: 'R-00AA11BB',
  kind: 'report',
  status: 'open',
  reason: 'abusive',
  note: 'Rude in chat',
  created_at: '2026-11-23T05:00:00.000Z',
  evidence_url: null,
  reported: { id: 7, name: 'Operator Oviya', thumbnail: null, suspended: false },
  reporter: { id: 8, name: 'Careful Reporter', email: 'reporter@example.com', reports_filed: 1, reports_dismissed: 0 },
  outcome_note: null,
  decided_at: null,
  decided_by_name: null,
  own_case: null,
};

const idCheck: AdminIdItem = {
  id: 12,
  status: 'pending',
  document_type: 'pan',
  mime_type: 'image/jpeg',
  submitted_at: '2026-11-23T05:00:00.000Z',
  decided_at: null,
  reason: null,
  decided_by: null,
  member: { id: 7, name: 'Operator Oviya', thumbnail: null, id_verified: false },
  file_url: null,
  own_case: null,
};

const photo: AdminPhoto = {
  id: 90,
  thumbnail: '/api/media/photos/90/thumb',
  full: '/api/media/photos/90/full',
  uploaded_at: '2026-11-23T05:00:00.000Z',
  member: { id: 7, name: 'Operator Oviya', email: 'oviya@example.com', suspended: false },
  same_elsewhere: false,
  own_case: null,
};

/** Each decision button is disabled and described by the reason shown beside it; a click opens nothing. */
async function expectDisabledWithReason(item: HTMLElement, buttons: string[], reason: string) {
  const note = within(item).getByTestId('own-case');
  expect(note.textContent).toBe(reason);
  for (const name of buttons) {
    const button = within(item).getByRole('button', { name });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
    await userEvent.click(button);
  }
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(post).not.toHaveBeenCalled();
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.clearAllMocks());

describe('the console on an operator’s own case', () => {
  it('disables the decisions on a report about the operator, with the reason beside them', async () => {
    get.mockResolvedValue(page([{ ...report, own_case: 'cannot_decide_report_about_self' }]));
    renderWithQueries(<QueueTab />);
    const item = await screen.findByTestId('queue-item');
    await userEvent.click(within(item).getByRole('button', { name: /R-00AA11BB/ }));
    await expectDisabledWithReason(
      item,
      ['Dismiss', 'Warn by e-mail', 'Suspend'],
      'This report is about you, so you cannot decide it. Another operator must.',
    );
  });

  it('disables the decisions on a grievance the operator filed', async () => {
    get.mockResolvedValue(
      page([{ ...report, kind: 'grievance', reason: 'privacy', reported: null, own_case: 'cannot_decide_own_report' }]),
    );
    renderWithQueries(<QueueTab />);
    const item = await screen.findByTestId('queue-item');
    await userEvent.click(within(item).getByRole('button', { name: /R-00AA11BB/ }));
    await expectDisabledWithReason(
      item,
      ['Mark resolved', 'Dismiss'],
      'You filed this yourself, so you cannot decide it. Another operator must.',
    );
  });

  it('leaves the decisions of anyone else’s report enabled, with no reason shown', async () => {
    get.mockResolvedValue(page([report]));
    renderWithQueries(<QueueTab />);
    const item = await screen.findByTestId('queue-item');
    await userEvent.click(within(item).getByRole('button', { name: /R-00AA11BB/ }));
    expect(within(item).queryByTestId('own-case')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('dialog', { name: 'Dismiss R-00AA11BB' })).toBeTruthy();
  });

  it('disables Approve and Reject on the operator’s own ID', async () => {
    get.mockResolvedValue(page([{ ...idCheck, own_case: 'cannot_decide_own_id' }]));
    renderWithQueries(<IdsTab />);
    const item = await screen.findByTestId('id-item');
    await userEvent.click(within(item).getByRole('button', { name: /Operator Oviya/ }));
    await expectDisabledWithReason(
      item,
      ['Approve', 'Reject'],
      'This is your own ID, so you cannot decide it. Another operator must.',
    );
  });

  it('disables Approve and Reject on the operator’s own photo, in English and in Tamil', async () => {
    get.mockResolvedValue(page([{ ...photo, own_case: 'cannot_decide_own_photo' }]));
    renderWithQueries(<PhotosTab />);
    const item = await screen.findByTestId('photo-item');
    await expectDisabledWithReason(
      item,
      ['Approve', 'Reject'],
      'This is your own photo, so you cannot approve or reject it. Another operator must.',
    );

    await act(async () => {
      await changeLocale('ta');
      await ensureAppTexts();
    });
    await expectDisabledWithReason(
      item,
      ['ஏற்க', 'நிராகரிக்க'],
      'இது உங்கள் சொந்தப் புகைப்படம்; எனவே இதை நீங்களே ஏற்கவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
    );
  });

  it('leaves Approve and Reject enabled on another member’s photo', async () => {
    get.mockResolvedValue(page([photo]));
    renderWithQueries(<PhotosTab />);
    const item = await screen.findByTestId('photo-item');
    expect(within(item).queryByTestId('own-case')).toBeNull();
    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(screen.getByRole('dialog', { name: 'Approve the photo of Operator Oviya' })).toBeTruthy();
  });
});
