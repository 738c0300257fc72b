import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, resetPasswordFormSchema, ROUTES, SITE, type ResetPasswordFormInput } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { Spinner } from '../components/spinner';

/** Specification section 9: after a successful reset, to /logout after 2 s. */
const AFTER_RESET_MS = 2000;

/** Set a new password through the link from the reset mail (/reset-password?token=…). */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  useEffect(() => {
    if (token) return;
    notify.error(MESSAGES.resetPassword.invalidLink, 'invalid-reset-link');
    void navigate(ROUTES.login, { replace: true });
  }, [token, navigate]);

  const onSubmit = async ({ password }: ResetPasswordFormInput) => {
    try {
      const answer = await authApi.resetPassword(token ?? '', password);
      setDone(true);
      notify.success(answer.message || MESSAGES.resetPassword.success);
      window.setTimeout(() => navigate(ROUTES.logout, { replace: true }), AFTER_RESET_MS);
    } catch (err) {
      if (err instanceof ApiError && err.message === MESSAGES.resetPassword.invalidLink) {
        notify.error(err.message);
        return navigate(ROUTES.login, { replace: true });
      }
      notify.error(failureMessage(err, MESSAGES.resetPassword.failed, MESSAGES.generic.somethingWrongDot));
    }
  };

  const blocked = isSubmitting || done || Object.keys(errors).length > 0;
  return (
    <AuthLayout headline="A fresh start, safely" title="Reset Password">
      <PageMeta title={`Reset Password | ${SITE.name}`} description="Choose a new password." />
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Reset password form">
        <NewPasswordFields register={register} errors={errors} />
        <button type="submit" className="btn-primary w-full" disabled={blocked}>
          {(isSubmitting || done) && <Spinner />}
          Reset Password
        </button>
      </form>
    </AuthLayout>
  );
}
