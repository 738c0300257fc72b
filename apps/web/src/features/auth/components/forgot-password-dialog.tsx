import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, messageRef } from '@inai/shared';
import { CloseButton } from '../../../components/close-button';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth';
import { MobileResetForm } from './mobile-reset-form';

type Way = 'email' | 'text';
const WAYS = [
  ['email', 'mobileSignIn.byEmail'],
  ['text', 'mobileSignIn.byText'],
] as const;

/**
 * The 'Reset Password' modal of the Login screen (a native dialog: focus is kept inside): a link
 * by e-mail, as always, or a code texted to the verified mobile number.
 */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const name = useId();
  const [way, setWay] = useState<Way>('email');

  useEffect(() => {
    const d = dialog.current;
    if (open && d && !d.open) d.showModal();
    if (!open && d?.open) d.close();
  }, [open]);

  const close = () => {
    setWay('email');
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      onClose={close}
      aria-labelledby="forgot-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/50"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-3">
          <h2 id="forgot-title" className="text-2xl font-semibold text-maroon-800">
            {t('forgotPassword.title')}
          </h2>
          <CloseButton onClick={close} />
        </div>
        <fieldset className="mt-3">
          <legend className="text-sm text-ink-soft">{t('mobileSignIn.resetWay')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {WAYS.map(([value, label]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-xl border border-maroon-100 px-3 py-2 text-sm font-medium has-[:checked]:border-maroon-500 has-[:checked]:bg-maroon-50"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={way === value}
                  onChange={() => setWay(value)}
                  className="accent-maroon-700"
                />
                {t(label)}
              </label>
            ))}
          </div>
        </fieldset>
        {/* Keyed by `open`: a dialog opened again starts empty. */}
        {way === 'email' ? (
          <EmailReset key={String(open)} onDone={close} />
        ) : (
          <MobileResetForm key={String(open)} onDone={close} />
        )}
      </div>
    </dialog>
  );
}

/** The reset link by e-mail (specification section 9). */
function EmailReset({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) return setError(messageRef('validation.invalidEmail'));
    setError(undefined);
    setSending(true);
    try {
      await authApi.forgotPassword(email.trim());
      notify.success(translate('forgotPassword.sent'));
      setEmail('');
      onDone();
    } catch (err) {
      notify.error(failureMessage(err, 'forgotPassword.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="mt-4 text-sm text-ink-soft">{t('forgotPassword.prompt')}</p>
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
  );
}
