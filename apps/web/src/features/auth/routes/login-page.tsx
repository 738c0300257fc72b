import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema, MEMBER_HOME, MESSAGES, ROUTES, SITE, type LoginInput } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { PageMeta } from '../../../components/page-meta';
import { PasswordField } from '../../../components/password-field';
import { emailInput } from '../../../components/input-presets';
import { TextField } from '../../../components/text-field';
import { failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { Spinner } from '../components/spinner';
import { useAuth } from '../session/auth-context';

/** Specification section 9: the login redirect and the already-logged-in redirect take 1 second. */
const REDIRECT_MS = 1000;

/** Sign in. */
export default function LoginPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  const [forgotOpen, setForgotOpen] = useState(false);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '', remember: false } });

  const alreadySignedIn = auth.status === 'signedIn' && !justSignedIn;
  useEffect(() => {
    if (!alreadySignedIn) return;
    const timer = window.setTimeout(() => navigate(MEMBER_HOME, { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [alreadySignedIn, navigate]);

  const onSubmit = async (input: LoginInput) => {
    try {
      const answer = await authApi.login(input);
      if (!answer.token || !answer.user) return notify.error(answer.message || MESSAGES.login.invalidCredentials);
      setJustSignedIn(true);
      auth.signIn(answer.token, answer.user, Boolean(input.remember));
      notify.success(answer.message);
      window.setTimeout(() => navigate(from ?? MEMBER_HOME, { replace: true }), REDIRECT_MS);
    } catch (err) {
      notify.error(failureMessage(err, MESSAGES.login.failed));
    }
  };

  return (
    <AuthLayout headline="Find your life partner with the trust of family" title="Login">
      <PageMeta
        title={`Login | ${SITE.name}`}
        description={`Sign in to ${SITE.name} to find your life partner.`}
        canonicalPath={ROUTES.login}
      />
      {alreadySignedIn ? (
        <p role="status" className="rounded-xl bg-maroon-50 p-4 text-maroon-800">
          {MESSAGES.auth.alreadyLoggedIn}
        </p>
      ) : (
        <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Login form">
          <TextField label="Email" {...emailInput} error={errors.email?.message} {...register('email')} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField label="Remember me" {...register('remember')} />
            <button
              type="button"
              className="text-sm font-semibold text-maroon-700 hover:underline"
              onClick={() => setForgotOpen(true)}
            >
              Forgot password?
            </button>
          </div>
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || justSignedIn}>
            {(isSubmitting || justSignedIn) && <Spinner />}
            Sign In
          </button>
          <p className="text-center text-sm text-ink-soft">
            New to {SITE.name}?{' '}
            <Link to={ROUTES.register} className="font-semibold text-maroon-700 hover:underline">
              Create an account now
            </Link>
          </p>
        </form>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </AuthLayout>
  );
}
