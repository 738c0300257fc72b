import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FiledAnswer, ReportInput } from '@inai/shared';
import { queryKeys } from '../query-keys';
import { uploadWithProgress } from '../upload';

/** What a report sends: the member and reason, an optional screenshot, and where the progress goes (0–100). */
export interface ReportDraft {
  input: ReportInput;
  screenshot: File | undefined;
  onProgress: (percent: number) => void;
}

/** Reports of a profile (ours): the dialog that files one opens from profile details and from chat. */
export const reportsApi = {
  /** POST /api/report as a form, so an optional screenshot travels with it. */
  report: (input: ReportInput, screenshot: File | undefined, onProgress: (percent: number) => void) => {
    const form = new FormData();
    form.append('user_id', String(input.user_id));
    form.append('reason', input.reason);
    if (input.note) form.append('note', input.note);
    if (screenshot) form.append('screenshot', screenshot, screenshot.name);
    return uploadWithProgress<FiledAnswer>('report', form, onProgress);
  },
};

/** Files a report; the member's own list of reports (settings) is fetched again. */
export function useReport({ onError }: { onError: (err: Error) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, screenshot, onProgress }: ReportDraft) => reportsApi.report(input, screenshot, onProgress),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.myReports() }),
    onError,
  });
}
