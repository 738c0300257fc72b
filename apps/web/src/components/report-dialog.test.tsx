import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { reportsApi } from '../lib/api/reports';
import { changeLocale } from '../lib/i18n';
import { renderWithQueries } from '../test/render';
import { ReportButton } from './report-button';

// The dialog's hook calls through this object, so a spy on it stands in for the upload.
const report = vi.spyOn(reportsApi, 'report');

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.clearAllMocks());

function renderButton() {
  return renderWithQueries(<ReportButton userId={40} name="Suresh" />);
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Report this profile' }));
  return screen.getByTestId('report-dialog');
}

describe('Report this profile', () => {
  it('sends the reason, the note and the screenshot with progress, then shows the reference on screen', async () => {
    let finish: (value: { success: true; message: string; reference: string }) => void = () => undefined;
    report.mockImplementation((_input, _file, onProgress) => {
      onProgress(42);
      return new Promise((resolve) => (finish = resolve));
    });
    renderButton();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Report Suresh' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Asked for money' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'What happened (optional)' }), 'He asked for 5000');
    const shot = new File(['png'], 'chat.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Screenshot (optional)'), shot);
    expect(within(dialog).getByText('Chosen: chat.png')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(report).toHaveBeenCalledWith(
      { user_id: 40, reason: 'asked_for_money', note: 'He asked for 5000' },
      shot,
      expect.any(Function),
    );
    expect(await within(dialog).findByRole('button', { name: /Sending… 42%/ })).toBeTruthy();
    finish({ success: true, message: 'ok', reference: 'R-7K3M9Q2X' });
    expect(
      await within(dialog).findByText('We have received your report. Reference R-7K3M9Q2X; we will look at it within 24 hours.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
  });

  it('asks for a reason before sending, and refuses a screenshot of 10 MB or more without sending it', async () => {
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeTruthy();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10_000_000 });
    await userEvent.upload(within(dialog).getByLabelText('Screenshot (optional)'), big);
    expect(within(dialog).getByText('The screenshot huge.png is 10 MB or more. Please choose a smaller image.')).toBeTruthy();
    expect(within(dialog).queryByText('Chosen: huge.png')).toBeNull();
    expect(report).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog: an open report quotes its reference", async () => {
    report.mockRejectedValue(new ApiError(409, 'already', 'report_already_open', { reference: 'R-AAAA2222' }));
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('You have already reported this member (reference R-AAAA2222).');
    // What was chosen stays, so trying again needs no retyping.
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Fake profile' }).checked).toBe(true);
  });

  it('puts a refused screenshot under the screenshot field', async () => {
    report.mockRejectedValue(new ApiError(415, 'x', 'not_an_image', { fileName: 'a.png' }));
    renderButton();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByText(/a\.png/)).toBeTruthy());
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('reads in Tamil', async () => {
    await changeLocale('ta');
    renderWithQueries(<ReportButton userId={40} name="சுரேஷ்" />);
    await userEvent.click(screen.getByRole('button', { name: 'இவர் பற்றிப் புகார் அளிக்க' }));
    const dialog = screen.getByTestId('report-dialog');
    expect(within(dialog).getByRole('heading', { name: 'சுரேஷ் பற்றிப் புகார்' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'பணம் கேட்டார்' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'புகாரை அனுப்ப' })).toBeTruthy();
  });
});
