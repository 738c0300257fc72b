import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema, MEMBER_HOME, ROUTES, SITE, type LoginInput } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { emailInput } from '../../../components/input-presets';
import { PageMeta } from '../../../components/page-meta';
import { PasswordField } from '../../../components/password-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useArrivalNotice, type SentHere } from '../../../lib/hooks/use-arrival-notice';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { authApi, type SignInAnswer } from '../api/auth';
import { useSession } from '../api/session';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { MobileSignInForm } from '../components/mobile-sign-in-form';

/** Specification section 9: the login redirect and the already-logged-in redirect take 1 second. */
const REDIRECT_MS = 1000;

/** Sign in. */
export default function LoginPage() {
  const { t } = useI18n();
  const { signIn } = useSession();
  const { status } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as SentHere | null)?.from;
  useArrivalNotice();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [withCode, setWithCode] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', remember: false } });

  const alreadySignedIn = status === 'signedIn' && !justSignedIn;
  useEffect(() => {
    if (!alreadySignedIn) return;
    const timer = window.setTimeout(() => navigate(MEMBER_HOME, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [alreadySignedIn, navigate]);

  /** The same landing for a password and a texted code: the session, the notice, then onwards. */
  const land = (answer: SignInAnswer, remember: boolean) => {
    if (!answer.token || !answer.user) return notify.error(answer.message || translate('login.invalidCredentials'));
    setJustSignedIn(true);
    signIn(answer.token, answer.user, remember);
    notify.success(translate(answer.deletion_cancelled ? 'deleteAccount.cancelledOnLogin' : 'auth.loggedIn'));
    window.setTimeout(() => navigate(from ?? MEMBER_HOME, { replace: true }), REDIRECT_MS);
  };

  const onSubmit = async (input: LoginInput) => {
    try {
      land(await authApi.login(input), Boolean(input.remember));
    } catch (err) {
      notify.error(failureMessage(err, 'login.failed'));
    }
  };

  return (
    <AuthLayout headline={t('login.headline')} title={t('login.title')}>
      <PageMeta
        title={t('login.metaTitle', { brand: SITE.name })}
        description={t('login.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.login}
      />
      {alreadySignedIn ? (
        <p role="status" className="rounded-xl bg-maroon-50 p-4 text-maroon-800">
          {t('auth.alreadyLoggedIn')}
        </p>
      ) : withCode ? (
        <MobileSignInForm onSignedIn={land} landing={justSignedIn} />
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t('login.form')}>
          <TextField label={t('field.email')} {...emailInput} error={errors.email?.message} {...register('email')} />
          <PasswordField
            label={t('field.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField label={t('login.rememberMe')} {...register('remember')} />
            <button
              type="button"
              className="text-sm font-semibold text-maroon-700 hover:underline"
              onClick={() => setForgotOpen(true)}
            >
              {t('login.forgot')}
            </button>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || justSignedIn}>
            {(isSubmitting || justSignedIn) && <Spinner />}
            {t('login.signIn')}
          </button>
          <p className="text-center text-sm text-ink-soft">
            {t('login.newHere', { brand: SITE.name })}{' '}
            <Link to={ROUTES.register} className="font-semibold text-maroon-700 hover:underline">
              {t('login.createAccount')}
            </Link>
          </p>
        </form>
      )}
      {!alreadySignedIn && (
        // Outside both forms: neither form's 'Sign In' button may share its name with this switch.
        <div className="mt-6 border-t border-maroon-100 pt-6">
          <button type="button" className="btn-outline w-full" onClick={() => setWithCode((v) => !v)}>
            {withCode ? t('mobileSignIn.usePassword') : t('mobileSignIn.switch')}
          </button>
        </div>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthLayout>
  );
}
