import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, ImagePlus } from 'lucide-react';
import { LIMITS, REPORT_LIMITS, REPORT_REASONS, type PlainKey, type ReportReason } from '@inai/shared';
import { ApiError } from '../lib/api-client';
import { failureMessage } from '../lib/api-errors';
import { useReport } from '../lib/api/reports';
import { useI18n } from '../lib/i18n';
import { CloseButton } from './close-button';
import { FieldError } from './field-parts';
import { Spinner } from './spinner';

export const REASON_LABELS = {
  fake_profile: 'reports.reason.fake_profile',
  already_married: 'reports.reason.already_married',
  asked_for_money: 'reports.reason.asked_for_money',
  abusive: 'reports.reason.abusive',
  wrong_photos: 'reports.reason.wrong_photos',
  other: 'reports.reasonOther',
} as const satisfies Record<ReportReason, PlainKey>;

/** Codes whose message is about the screenshot: shown under it. */
const FILE_CODES = new Set(['not_an_image', 'unreadable_image', 'too_many_pixels', 'file_too_large']);

interface ReportDialogProps {
  open: boolean;
  onClose(): void;
  member: { id: number; name: string };
  /** What the dialog starts with (chat: 'asked_for_money' and the message's details). */
  initialReason?: ReportReason | undefined;
  initialNote?: string | undefined;
}

/**
 * Report a member (ours): a reason, an optional note and an optional screenshot, sent with
 * progress. On success the reference is shown on screen (it is e-mailed too), and My reports is
 * refreshed. A native dialog: focus stays inside, Escape closes it.
 */
export function ReportDialog({ open, onClose, member, initialReason, initialNote }: ReportDialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | ''>(initialReason ?? '');
  const [note, setNote] = useState(initialNote ?? '');
  const [screenshot, setScreenshot] = useState<File>();
  const [errors, setErrors] = useState<{ reason?: string; note?: string; screenshot?: string; form?: string }>({});
  const [progress, setProgress] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const send = useReport({
    onError: (err) => {
      if (err instanceof ApiError && err.code && FILE_CODES.has(err.code))
        return setErrors({ screenshot: failureMessage(err, 'reports.failed') });
      const fields = err instanceof ApiError ? err.errors : {};
      setErrors({
        ...(fields.reason ? { reason: fields.reason } : {}),
        ...(fields.note ? { note: fields.note } : {}),
        form: failureMessage(err, 'reports.failed', 'reports.failed'),
      });
    },
  });

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);

  const close = () => {
    // A sent report starts afresh next time; an unsent one keeps what was typed.
    if (send.isSuccess) {
      send.reset();
      setReason(initialReason ?? '');
      setNote(initialNote ?? '');
      setScreenshot(undefined);
    }
    setErrors({});
    onClose();
  };

  const choose = (file: File | undefined) => {
    setErrors((e) => ({ ...e, screenshot: undefined }));
    if (!file) return setScreenshot(undefined);
    if (file.size > LIMITS.maxFileBytes) {
      setErrors((e) => ({ ...e, screenshot: t('reports.screenshotTooLarge', { fileName: file.name }) }));
    } else if (file.type && !file.type.startsWith('image/')) {
      setErrors((e) => ({ ...e, screenshot: t('reports.screenshotNotImage', { fileName: file.name }) }));
    } else {
      return setScreenshot(file);
    }
    setScreenshot(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const removeScreenshot = () => {
    setScreenshot(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!reason) found.reason = t('reports.reasonRequired');
    if (note.trim().length > REPORT_LIMITS.noteMax) found.note = t('reports.noteTooLong', { max: REPORT_LIMITS.noteMax });
    setErrors(found);
    if (found.reason || found.note) return;
    setProgress(0);
    send.mutate({ input: { user_id: member.id, reason: reason as ReportReason, note }, screenshot, onProgress: setProgress });
  };

  const titleId = `${ids}-title`;
  return (
    <dialog
      ref={dialog}
      onClose={close}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
      data-testid="report-dialog"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-xl font-semibold break-words text-maroon-800 sm:text-2xl">
            {t('reports.title', { name: member.name })}
          </h2>
          <CloseButton onClick={close} />
        </div>
        {send.isSuccess ? (
          <div className="mt-4 space-y-3" role="status">
            <p className="flex items-start gap-2 font-medium text-ink">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
              <span>{t('reports.received', { reference: send.data.reference })}</span>
            </p>
            <p className="text-sm text-ink-soft">{t('reports.receivedMail')}</p>
            <button type="button" className="btn-primary w-full" onClick={close} autoFocus>
              {t('reports.done')}
            </button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mt-2 space-y-4">
            <p className="text-sm text-ink-soft">{t('reports.intro', { name: member.name })}</p>
            <fieldset
              aria-describedby={errors.reason ? `${ids}-reason-error` : undefined}
              aria-invalid={!!errors.reason || undefined}
            >
              <legend className="field-label">{t('reports.reasonLabel')}</legend>
              <div className="grid gap-1 sm:grid-cols-2">
                {REPORT_REASONS.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 hover:bg-maroon-50"
                  >
                    <input
                      type="radio"
                      name={`${ids}-reason`}
                      value={value}
                      checked={reason === value}
                      onChange={() => {
                        setReason(value);
                        setErrors((e) => ({ ...e, reason: undefined }));
                      }}
                      className="size-4 accent-maroon-700"
                    />
                    <span className="text-sm text-ink">{t(REASON_LABELS[value])}</span>
                  </label>
                ))}
              </div>
              <FieldError id={`${ids}-reason-error`} error={errors.reason} />
            </fieldset>
            <div>
              <label htmlFor={`${ids}-note`} className="field-label">
                {t('reports.noteLabel')}
              </label>
              <textarea
                id={`${ids}-note`}
                className="field-input min-h-28"
                value={note}
                maxLength={REPORT_LIMITS.noteMax + 200}
                aria-describedby={`${ids}-note-hint${errors.note ? ` ${ids}-note-error` : ''}`}
                aria-invalid={!!errors.note || undefined}
                onChange={(e) => setNote(e.target.value)}
              />
              <p id={`${ids}-note-hint`} className="mt-1 text-xs text-ink-soft">
                {t('reports.noteHint', { max: REPORT_LIMITS.noteMax })}
              </p>
              <FieldError id={`${ids}-note-error`} error={errors.note} />
            </div>
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <input
                  ref={fileInput}
                  id={`${ids}-shot`}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="peer sr-only"
                  aria-describedby={`${ids}-shot-hint${errors.screenshot ? ` ${ids}-shot-error` : ''}`}
                  aria-invalid={!!errors.screenshot || undefined}
                  onChange={(e) => choose(e.target.files?.[0])}
                />
                <label
                  htmlFor={`${ids}-shot`}
                  className="btn-outline cursor-pointer px-3 py-1.5 text-sm peer-focus-visible:ring-2 peer-focus-visible:ring-maroon-500"
                >
                  <ImagePlus className="size-4" aria-hidden="true" />
                  {t('reports.screenshotLabel')}
                </label>
                {screenshot && (
                  <>
                    <span className="min-w-0 truncate text-sm text-ink">
                      {t('reports.screenshotChosen', { fileName: screenshot.name })}
                    </span>
                    <button
                      type="button"
                      className="text-sm text-maroon-700 underline hover:text-maroon-900"
                      onClick={removeScreenshot}
                    >
                      {t('reports.screenshotRemove')}
                    </button>
                  </>
                )}
              </div>
              <p id={`${ids}-shot-hint`} className="mt-1 text-xs text-ink-soft">
                {t('reports.screenshotHint')}
              </p>
              <FieldError id={`${ids}-shot-error`} error={errors.screenshot} />
            </div>
            {errors.form && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {errors.form}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-outline" onClick={close} disabled={send.isPending}>
                {t('reports.cancel')}
              </button>
              <button type="submit" className="btn-primary" disabled={send.isPending} aria-busy={send.isPending || undefined}>
                {send.isPending && <Spinner />}
                {send.isPending ? t('reports.sending', { percent: progress }) : t('reports.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
