import type { FiledAnswer, MyReportsAnswer, ReportInput } from '@inai/shared';
import { apiGet } from '../api-client';
import { uploadWithProgress } from '../upload';

/** Reports of a profile (issue 14): used by the report dialog (details and chat) and the settings list. */
export const reportsApi = {
  /** POST /api/report as a form, so an optional screenshot travels with it; `onProgress` 0–100. */
  report: (input: ReportInput, screenshot: File | undefined, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('user_id', String(input.user_id));
    form.append('reason', input.reason);
    if (input.note) form.append('note', input.note);
    if (screenshot) form.append('screenshot', screenshot, screenshot.name);
    return uploadWithProgress<FiledAnswer>('report', form, onProgress);
  },
  /** GET /api/reports: the member's own reports and grievances, newest first. */
  mine: () => apiGet<MyReportsAnswer>('reports'),
};
