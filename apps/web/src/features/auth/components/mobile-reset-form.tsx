import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { mobileResetPasswordFormSchema, type MobileResetPasswordFormInput } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth';
import { onlyCode, tenDigits, useTextedCode } from '../hooks/use-texted-code';
import { NewPasswordFields } from './new-password-fields';
import { CodeField, PhoneStep, ResendCode } from './texted-code';

/**
 * A forgotten password by text message: the verified number, then the texted code and the new
 * password twice, as the reset screen asks for it. Every session ends; the member signs in anew.
 */
export function MobileResetForm({ onDone }: { onDone(): void }) {
  const { t } = useI18n();
  const code = useTextedCode(authApi.sendResetCode);
  const { sent } = code;
  const [done, setDone] = useState(false);
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

  const reset = async ({ code: digits, password }: MobileResetPasswordFormInput) => {
    try {
      await authApi.resetPasswordWithCode({ phone: tenDigits(code.phone), code: digits, password });
      setDone(true);
      notify.success(translate('resetPassword.success'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'sign_in_code_invalid') {
        setError('code', { message: failureMessage(err, 'resetPassword.failed') }, { shouldFocus: true });
      } else if (err instanceof ApiError && Object.keys(err.errors).length > 0) {
        applyFieldErrors(err, ['code', 'password'] as const, (field, error) => setError(field, error, { shouldFocus: true }));
      } else notify.error(failureMessage(err, 'resetPassword.failed', 'generic.somethingWrongDot'));
    }
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
      <PhoneStep code={code} focusOnShow />
      {sent && (
        <>
          <CodeField ref={codeRef} error={errors.code?.message} {...codeField} />
          <NewPasswordFields register={register} errors={errors} />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || done}>
            {(isSubmitting || done) && <Spinner />}
            {t('resetPassword.submit')}
          </button>
          <ResendCode code={code} />
        </>
      )}
    </form>
  );
}
