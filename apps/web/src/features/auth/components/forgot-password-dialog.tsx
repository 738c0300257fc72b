import { useEffect, useRef, useState, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { EMAIL_PATTERN, MESSAGES } from '@inai/shared';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';

/** The 'Reset Password' modal of the Login screen (a native dialog: focus is kept inside). */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose(): void }) {
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
    if (!EMAIL_PATTERN.test(email.trim())) return setError(MESSAGES.validation.invalidEmail);
    setError(undefined);
    setSending(true);
    try {
      const answer = await authApi.forgotPassword(email.trim());
      notify.success(answer.message || MESSAGES.forgotPassword.sent);
      setEmail('');
      onClose();
    } catch (err) {
      notify.error(failureMessage(err, MESSAGES.forgotPassword.failed));
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
        <div className="flex items-start justify-between">
          <h2 id="forgot-title" className="text-2xl font-semibold text-maroon-800">
            {MESSAGES.forgotPassword.title}
          </h2>
          <button type="button" className="rounded-lg p-1 text-ink-soft hover:bg-maroon-50" aria-label="Close" onClick={onClose}>
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p className="mt-2 text-sm text-ink-soft">{MESSAGES.forgotPassword.prompt}</p>
        <div className="mt-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary mt-5 w-full" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </form>
    </dialog>
  );
}
