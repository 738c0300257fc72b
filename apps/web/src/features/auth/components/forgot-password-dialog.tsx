import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, messageRef } from '@inai/shared';
import { CloseButton } from '../../../components/close-button';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth';

/** The 'Reset Password' modal of the Login screen (a native dialog: focus is kept inside). */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setError(messageRef('validation.invalidEmail'));
    setError(undefined);
    setSending(true);
    try {
      await authApi.forgotPassword(email.trim());
      notify.success(translate('forgotPassword.sent'));
      setEmail('');
      onClose();
    } catch (err) {
      notify.error(failureMessage(err, 'forgotPassword.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="forgot-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <form onSubmit={submit} noValidate className="p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="forgot-title" className="text-2xl font-semibold text-maroon-800">
            {t('forgotPassword.title')}
          </h2>
          <CloseButton onClick={onClose} />
        </div>
        <p className="mt-2 text-sm text-ink-soft">{t('forgotPassword.prompt')}</p>
        <div className="mt-4">
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary mt-5 w-full" disabled={sending}>
          {sending ? t('forgotPassword.sending') : t('forgotPassword.submit')}
        </button>
      </form>
    </dialog>
  );
}
