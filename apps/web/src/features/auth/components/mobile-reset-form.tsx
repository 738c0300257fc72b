import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  emailStepCodeField,
  mobileResetPasswordFormSchema,
  type EmailStepAnswer,
  type MobileResetPasswordFormInput,
} from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi, needsEmailCode } from '../api/auth';
import { onlyCode, tenDigits, useTextedCode } from '../hooks/use-texted-code';
import { NewPasswordFields } from './new-password-fields';
import { CodeField, EmailStepFooter, PhoneStep, ResendCode } from './texted-code';

/** The e-mail step's refusals that belong under its code field. */
const EMAIL_CODE_ERRORS = new Set(['email_step_invalid', 'email_step_expired', 'too_many_otp_tries']);

/**
 * A forgotten password by text message: the verified number, then the texted code and the new
 * password twice, as the reset screen asks for it. Every session ends; the member signs in anew.
 * A number not proven in the last 90 days also needs the code the server then mails to the
 * account; the password is set only with both (docs/decisions/0055).
 */
export function MobileResetForm({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const code = useTextedCode(authApi.sendResetCode);
  const { sent } = code;
  const [done, setDone] = useState(false);
  // The e-mail step belongs to the texted code it followed: another number or code starts anew.
  const [step, setStep] = useState<{ after: typeof sent; answer: EmailStepAnswer } | null>(null);
  const emailStep = step && step.after === sent ? step.answer : null;
  const [emailCode, setEmailCode] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const emailField = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<MobileResetPasswordFormInput>({
    resolver: zodResolver(mobileResetPasswordFormSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (sent) setFocus('code');
  }, [sent, setFocus]);
  useEffect(() => {
    if (emailStep) emailField.current?.focus();
  }, [emailStep]);

  const finished = () => {
    setDone(true);
    notify.success(translate('resetPassword.success'));
    onDone();
  };

  const failed = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'sign_in_code_invalid') {
      setError('code', { message: failureMessage(err, 'resetPassword.failed') }, { shouldFocus: true });
    } else if (emailStep && err instanceof ApiError && EMAIL_CODE_ERRORS.has(err.code ?? '')) {
      setEmailError(failureMessage(err, 'resetPassword.failed'));
      emailField.current?.focus();
    } else if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
      applyFieldErrors(err, ['code', 'password'] as const, (field, error) => setError(field, error, { shouldFocus: true }));
    } else notify.error(failureMessage(err, 'resetPassword.failed', 'generic.somethingWrongDot'));
  };

  const reset = async ({ code: digits, password }: MobileResetPasswordFormInput) => {
    try {
      if (emailStep) {
        const parsed = emailStepCodeField.safeParse(emailCode);
        if (!parsed.success) {
          setEmailError(parsed.error.issues[0]?.message);
          return emailField.current?.focus();
        }
        setEmailError(undefined);
        await authApi.resetPasswordWithEmailCode({ step_token: emailStep.step_token, code: parsed.data, password });
        return finished();
      }
      const answer = await authApi.resetPasswordWithCode({ phone: tenDigits(code.phone), code: digits, password });
      if (needsEmailCode(answer)) setStep({ after: sent, answer });
      else finished();
    } catch (err) {
      failed(err);
    }
  };

  const startAgain = () => {
    setStep(null);
    setEmailCode('');
    setEmailError(undefined);
    code.changeNumber();
  };

  const submit = (event: FormEvent) => {
    if (sent) return handleSubmit(reset)(event);
    event.preventDefault();
    void code.request();
  };

  const { ref: codeRef, ...codeField } = register('code', {
    onChange: (e: { target: HTMLInputElement }) => {
      e.target.value = onlyCode(e.target.value);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4" aria-label={t('mobileSignIn.resetForm')}>
      <p className="text-sm text-ink-soft">{t('mobileSignIn.resetPrompt')}</p>
      <PhoneStep code={code} focusOnShow message={emailStep?.message} />
      {sent && (
        <>
          {/* The texted code is spent once the e-mail step starts: its field gives way to the mail's. */}
          {emailStep ? (
            <CodeField
              ref={emailField}
              fromEmail
              value={emailCode}
              error={emailError}
              onChange={(e) => setEmailCode(onlyCode(e.target.value))}
            />
          ) : (
            <CodeField ref={codeRef} error={errors.code?.message} {...codeField} />
          )}
          <NewPasswordFields register={register} errors={errors} />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || done}>
            {(isSubmitting || done) && <Spinner />}
            {t('resetPassword.submit')}
          </button>
          {emailStep ? <EmailStepFooter onStartAgain={startAgain} /> : <ResendCode code={code} />}
        </>
      )}
    </form>
  );
}
