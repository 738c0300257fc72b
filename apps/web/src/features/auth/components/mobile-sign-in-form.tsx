import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailStepCodeField, mobileCodeSchema, type EmailStepAnswer } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi, needsEmailCode, type SignInAnswer } from '../api/auth';
import { onlyCode, tenDigits, useTextedCode } from '../hooks/use-texted-code';
import { CodeField, EmailStepFooter, PhoneStep, ResendCode } from './texted-code';

interface MobileSignInFormProps {
  /** Lands the member as a password sign-in does. */
  onSignedIn(answer: SignInAnswer, remember: boolean): void;
  /** True once signed in, while the landing waits. */
  landing: boolean;
}

/** The server's refusals of a code that belong under its field, where the next try is typed. */
const FIELD_CODES = new Set(['sign_in_code_invalid', 'email_step_invalid', 'email_step_expired']);

/**
 * Sign in with a code texted to the member's verified mobile number (docs/decisions/0048). A number not
 * proven in the last 90 days also needs the code the server then mails to the account: the
 * screen says so and asks for it (docs/decisions/0055).
 */
export function MobileSignInForm({ onSignedIn, landing }: MobileSignInFormProps) {
  const { t } = useI18n();
  const code = useTextedCode(authApi.sendSignInCode);
  const [digits, setDigits] = useState('');
  const [remember, setRemember] = useState(false);
  const [codeError, setCodeError] = useState<string>();
  const [signingIn, setSigningIn] = useState(false);
  // The e-mail step belongs to the texted code it followed: another number or code starts anew.
  const [step, setStep] = useState<{ after: typeof code.sent; answer: EmailStepAnswer } | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const { sent } = code;
  const emailStep = step && step.after === sent ? step.answer : null;
  // Once a code is on its way (by text, then by mail), the next thing to type is the code.
  useEffect(() => {
    if (sent) codeField.current?.focus();
  }, [sent, emailStep]);

  const refused = (err: unknown) => {
    if (err instanceof ApiError && (FIELD_CODES.has(err.code ?? '') || err.errors.code)) {
      setCodeError(err.errors.code ?? failureMessage(err, 'login.failed'));
      codeField.current?.focus();
    } else notify.error(failureMessage(err, 'login.failed'));
  };

  const signIn = async () => {
    const parsed = (emailStep ? emailStepCodeField : mobileCodeSchema.shape.code).safeParse(digits);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message);
      return codeField.current?.focus();
    }
    setCodeError(undefined);
    setSigningIn(true);
    try {
      if (emailStep) {
        onSignedIn(await authApi.loginWithEmailCode({ step_token: emailStep.step_token, code: parsed.data, remember }), remember);
        return;
      }
      const answer = await authApi.loginWithCode({ phone: tenDigits(code.phone), code: parsed.data, remember });
      if (needsEmailCode(answer)) {
        setStep({ after: sent, answer });
        setDigits('');
      } else onSignedIn(answer, remember);
    } catch (err) {
      refused(err);
    } finally {
      setSigningIn(false);
    }
  };

  const startAgain = () => {
    setStep(null);
    setDigits('');
    setCodeError(undefined);
    code.changeNumber();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? signIn() : code.request());
  };

  const busy = signingIn || landing;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('mobileSignIn.form')}>
      <p className="text-sm text-ink-soft">{t('mobileSignIn.intro')}</p>
      <PhoneStep code={code} focusOnShow message={emailStep?.message} />
      {sent && (
        <>
          <CodeField
            // A new field for the mail's code: the browser must not offer the texted one again.
            key={emailStep ? 'email' : 'text'}
            ref={codeField}
            fromEmail={emailStep !== null}
            value={digits}
            error={codeError}
            onChange={(e) => setDigits(onlyCode(e.target.value))}
          />
          <CheckboxField label={t('login.rememberMe')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy && <Spinner />}
            {t('login.signIn')}
          </button>
          {emailStep ? <EmailStepFooter onStartAgain={startAgain} /> : <ResendCode code={code} />}
        </>
      )}
    </form>
  );
}
