import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { resetPasswordFormSchema, ROUTES, SITE, type ResetPasswordFormInput } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

/** Specification section 9: after a successful reset, to /logout after 2 s. */
const AFTER_RESET_MS = 2000;

/**
 * Set a new password through the link from the reset mail (/reset-password?token=…). When the
 * link also verified the e-mail address, the mobile number lost its verification: the page says
 * so and waits for the member, instead of moving on by itself (docs/decisions/0055).
 */
export default function ResetPasswordPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [mobileCleared, setMobileCleared] = useState(false);
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
    notify.error(translate('resetPassword.invalidLink'), 'invalid-reset-link');
    void navigate(ROUTES.login, { replace: true });
  }, [token, navigate]);

  const onSubmit = async ({ password }: ResetPasswordFormInput) => {
    try {
      const answer = await authApi.resetPassword(token ?? '', password);
      setDone(true);
      notify.success(translate('resetPassword.success'));
      if (answer.mobile_cleared) setMobileCleared(true);
      else window.setTimeout(() => navigate(ROUTES.logout, { replace: true }), AFTER_RESET_MS);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'reset_link_invalid') {
        notify.error(translate('resetPassword.invalidLink'));
        return navigate(ROUTES.login, { replace: true });
      }
      notify.error(failureMessage(err, 'resetPassword.failed', 'generic.somethingWrongDot'));
    }
  };

  const blocked = isSubmitting || done || Object.keys(errors).length > 0;
  return (
    <AuthLayout headline={t('resetPassword.headline')} title={t('resetPassword.title')}>
      <PageMeta title={`${t('resetPassword.title')} | ${SITE.name}`} description={t('resetPassword.metaDescription')} />
      {mobileCleared ? (
        <div role="status" className="space-y-4">
          <p className="flex items-start gap-3 font-semibold text-leaf">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {t('resetPassword.doneHeading')}
          </p>
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {t('resetPassword.mobileCleared')}
          </p>
          {/* Through /logout, as after every reset: a session of this browser must not outlive it. */}
          <Link to={ROUTES.logout} replace className="btn-primary w-full">
            {t('resetPassword.goToSignIn')}
          </Link>
        </div>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t('resetPassword.form')}>
          <NewPasswordFields register={register} errors={errors} />
          <button type="submit" className="btn-primary w-full" disabled={blocked}>
            {(isSubmitting || done) && <Spinner />}
            {t('resetPassword.submit')}
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
