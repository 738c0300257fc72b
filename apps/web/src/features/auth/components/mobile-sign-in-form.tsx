import { useEffect, useRef, useState, type FormEvent } from 'react';
import { mobileCodeSchema } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi, type SignInAnswer } from '../api/auth';
import { onlyCode, tenDigits, useTextedCode } from '../hooks/use-texted-code';
import { CodeField, PhoneStep, ResendCode } from './texted-code';

interface MobileSignInFormProps {
  /** Lands the member as a password sign-in does. */
  onSignedIn(answer: SignInAnswer, remember: boolean): void;
  /** True once signed in, while the landing waits. */
  landing: boolean;
}

/** Sign in with a code texted to the member's verified mobile number (DESIGN.md §10). */
export function MobileSignInForm({ onSignedIn, landing }: MobileSignInFormProps) {
  const { t } = useI18n();
  const code = useTextedCode(authApi.sendSignInCode);
  const [digits, setDigits] = useState('');
  const [remember, setRemember] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  const { sent } = code;
  // Once a code is on its way, the next thing to type is the code.
  useEffect(() => {
    if (sent) codeField.current?.focus();
  }, [sent]);

  const signIn = async () => {
    const parsed = mobileCodeSchema.safeParse({ code: digits });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return codeField.current?.focus();
    }
    setCodeError(undefined);
    setSigningIn(true);
    try {
      const answer = await authApi.loginWithCode({ phone: tenDigits(code.phone), code: parsed.data.code, remember });
      onSignedIn(answer, remember);
    } catch (err) {
      // A wrong or spent code is said under the field, where the next try is typed.
      if (err instanceof ApiError && (err.code === 'sign_in_code_invalid' || err.errors.code)) {
        setCodeError(err.errors.code ?? failureMessage(err, 'login.failed'));
        codeField.current?.focus();
      } else notify.error(failureMessage(err, 'login.failed'));
    } finally {
      setSigningIn(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? signIn() : code.request());
  };

  const busy = signingIn || landing;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('mobileSignIn.form')}>
      <p className="text-sm text-ink-soft">{t('mobileSignIn.intro')}</p>
      <PhoneStep code={code} focusOnShow />
      {sent && (
        <>
          <CodeField ref={codeField} value={digits} error={codeError} onChange={(e) => setDigits(onlyCode(e.target.value))} />
          <CheckboxField label={t('login.rememberMe')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy && <Spinner />}
            {t('login.signIn')}
          </button>
          <ResendCode code={code} />
        </>
      )}
    </form>
  );
}
