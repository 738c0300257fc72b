import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { useI18n } from '../../../lib/i18n';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** Password and Confirm Password, as Register and Reset password ask for them. */
export function NewPasswordFields<T extends NewPassword>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useI18n();
  // The generic form narrows to the two fields this component knows.
  const reg = register as unknown as UseFormRegister<NewPassword>;
  const errs = errors as FieldErrors<NewPassword>;
  return (
    <>
      <PasswordField
        label={t('field.password')}
        autoComplete="new-password"
        required
        error={errs.password?.message}
        {...reg('password')}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        autoComplete="new-password"
        required
        error={errs.confirmPassword?.message}
        {...reg('confirmPassword')}
      />
    </>
  );
}
