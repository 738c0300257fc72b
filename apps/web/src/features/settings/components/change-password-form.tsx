import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema, type ChangePasswordFormInput } from '@inai/shared';
import { PasswordField } from '../../../components/password-field';
import { SaveButton } from '../../../components/save-button';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { changePassword } from '../api/password';

const EMPTY: ChangePasswordFormInput = { current_password: '', new_password: '', confirm_password: '' };
const FIELDS = ['current_password', 'new_password'] as const;

/**
 * Change password: the current one, the new one twice. The server checks the current one (its
 * message goes under that field) and signs out every other session. Afterwards the form is
 * empty again and says what happened.
 */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const helpId = useId();
  const [changed, setChanged] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const onSubmit = async ({ current_password, new_password }: ChangePasswordFormInput) => {
    setChanged(false);
    try {
      await changePassword({ current_password, new_password });
      reset(EMPTY);
      setChanged(true);
      notify.success(translate('privacySettings.updated'));
    } catch (err) {
      applyFieldErrors(err, FIELDS, setError);
      notify.error(failureMessage(err, 'privacySettings.failed', 'privacySettings.networkError'));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('settings.passwordTitle')}
      aria-describedby={helpId}
      className="max-w-md space-y-4"
    >
      <p id={helpId} className="text-sm text-ink-soft">
        {t('settings.passwordHelp')}
      </p>
      <PasswordField
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        required
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <PasswordField
        label={t('settings.newPassword')}
        autoComplete="new-password"
        required
        error={errors.new_password?.message}
        {...register('new_password')}
      />
      <PasswordField
        label={t('settings.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirm_password?.message}
        {...register('confirm_password')}
      />
      {changed && (
        <p role="status" className="rounded-xl bg-leaf/10 p-3 text-sm font-medium text-leaf ring-1 ring-leaf/30">
          {t('settings.passwordChanged')}
        </p>
      )}
      <SaveButton busy={isSubmitting}>{t('settings.password')}</SaveButton>
    </form>
  );
}
