import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADMIN_LIMITS } from '@inai/shared';
import { CloseButton } from '../../../components/close-button';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';

interface ReasonDialogProps {
  title: string;
  /** What the action does, said before it is confirmed. */
  note?: string;
  /** Also ask what to tell the reporter (decisions on a report or grievance). */
  withOutcome?: boolean;
  confirmLabel: string;
  onCancel(): void;
  /** Carries the action out; a rejection keeps the dialog open with the server's message. */
  onConfirm(reason: string, outcome: string): Promise<void>;
}

/**
 * Asks for the reason every admin action needs (recorded in the audit log). A native modal
 * dialog: focus moves into it (to the reason), stays inside, and goes back to the button that
 * opened it when it closes; Escape cancels.
 */
export function ReasonDialog({ title, note, withOutcome = false, confirmLabel, onCancel, onConfirm }: ReasonDialogProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<string>();
  const [outcomeError, setOutcomeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const reasonBox = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // Focus goes to the reason, and back to the button that opened the dialog when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    reasonBox.current?.focus();
    return () => {
      d?.close();
      opener?.focus();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setError(t('admin.reasonRequired'));
    if (trimmed.length > ADMIN_LIMITS.reasonMax) return setError(t('admin.reasonTooLong', { max: ADMIN_LIMITS.reasonMax }));
    setError(undefined);
    setFailure(undefined);
    setSaving(true);
    try {
      await onConfirm(trimmed, outcome.trim());
    } catch (err) {
      if (err instanceof ApiError && (err.errors.reason || err.errors.outcome_note)) {
        setError(err.errors.reason);
        setOutcomeError(err.errors.outcome_note);
      } else {
        setFailure(failureMessage(err, 'admin.actionFailed'));
      }
      setSaving(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      aria-labelledby="admin-dialog-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <form onSubmit={submit} noValidate className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="admin-dialog-title" className="text-xl font-semibold break-words text-maroon-800">
            {title}
          </h2>
          <CloseButton onClick={onCancel} />
        </div>
        {note && <p className="mt-2 text-sm text-ink-soft">{note}</p>}
        <div className="mt-4 space-y-4">
          <TextField
            multiline
            ref={reasonBox}
            label={t('admin.dialog.reason')}
            value={reason}
            error={error}
            maxLength={ADMIN_LIMITS.reasonMax}
            aria-description={t('admin.dialog.reasonHint', { max: ADMIN_LIMITS.reasonMax })}
            onChange={(e) => setReason(e.target.value)}
          />
          {withOutcome && (
            <TextField
              multiline
              label={t('admin.dialog.outcome')}
              value={outcome}
              error={outcomeError}
              maxLength={ADMIN_LIMITS.outcomeNoteMax}
              onChange={(e) => setOutcome(e.target.value)}
            />
          )}
        </div>
        {failure && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {failure}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t('admin.dialog.cancel')}
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? t('admin.dialog.saving') : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
