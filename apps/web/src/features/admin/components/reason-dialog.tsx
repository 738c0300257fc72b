import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_LIMITS } from '@inai/shared';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { AdminDialog } from './admin-dialog';

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

/** Asks for the reason every admin action needs (recorded in the audit log), in an AdminDialog. */
export function ReasonDialog({ title, note, withOutcome = false, confirmLabel, onCancel, onConfirm }: ReasonDialogProps) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState('');
  const [error, setError] = useState<string>();
  const [outcomeError, setOutcomeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const reasonBox = useRef<HTMLTextAreaElement>(null);

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
    <AdminDialog
      title={title}
      note={note}
      initialFocus={reasonBox}
      confirmLabel={confirmLabel}
      busy={saving}
      failure={failure}
      onCancel={onCancel}
      onSubmit={submit}
    >
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
    </AdminDialog>
  );
}
