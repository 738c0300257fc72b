import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, registerFormSchema, ROUTES, SITE, type RegisterFormInput } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { PageMeta } from '../../../components/page-meta';
import { emailInput, phoneInput } from '../../../components/input-presets';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors, failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { authApi } from '../api/auth-api';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { Spinner } from '../components/spinner';
import { useAuth } from '../session/auth-context';
import { savePendingOtp } from '../session/session-storage';

/** Specification section 9: to OTP verification after 1 s; an already signed-in visitor home after 3 s. */
const TO_OTP_MS = 1000;
const ALREADY_SIGNED_IN_MS = 3000;

const EMPTY: RegisterFormInput = { name: '', email: '', phone: '', password: '', confirmPassword: '', terms: false };
const FIELDS = Object.keys(EMPTY) as (keyof RegisterFormInput)[];

/** Create an account. */
export default function RegisterPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  // Set together with signing in, so the new session is not mistaken for an earlier one.
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const signedInOnArrival = auth.token !== null && !registered;
  useEffect(() => {
    if (!signedInOnArrival) return;
    // The specification goes home and reloads the page.
    const timer = window.setTimeout(() => window.location.assign(ROUTES.homeAlias), ALREADY_SIGNED_IN_MS);
    return () => window.clearTimeout(timer);
  }, [signedInOnArrival]);

  const onSubmit = async ({ name, email, phone, password }: RegisterFormInput) => {
    try {
      const answer = await authApi.register({ name, email, phone, password });
      savePendingOtp(answer.user.email, answer.otpToken);
      setRegistered(true);
      auth.signIn(answer.token, answer.user, false);
      notify.success(answer.message || MESSAGES.register.success);
      window.setTimeout(() => navigate(ROUTES.verifyOtp), TO_OTP_MS);
    } catch (err) {
      applyFieldErrors(err, FIELDS, setError);
      notify.error(failureMessage(err, MESSAGES.register.failed));
    }
  };

  return (
    <AuthLayout headline="Begin your family's search for the right match" title="Create your account">
      <PageMeta title={`Register | ${SITE.name}`} description={`Join ${SITE.name} for free.`} canonicalPath={ROUTES.register} />
      {signedInOnArrival ? (
        <p role="status" className="rounded-xl bg-maroon-50 p-4 text-maroon-800">
          {MESSAGES.register.alreadyLoggedIn}
        </p>
      ) : (
        <form
          onSubmit={handleSubmit(onSubmit, () => notify.error(MESSAGES.validation.correctErrors, 'correct-errors'))}
          noValidate
          className="grid gap-4"
          aria-label="Registration form"
        >
          <TextField label="Name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
          <TextField label="Email" {...emailInput} error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" {...phoneInput} error={errors.phone?.message} {...register('phone')} />
          <NewPasswordFields register={register} errors={errors} />
          <CheckboxField
            required
            error={errors.terms?.message}
            label={
              <>
                I agree to the{' '}
                <Link
                  to={ROUTES.termsConditions}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-maroon-700 underline"
                >
                  Terms of Service
                </Link>
                ,{' '}
                <Link
                  to={ROUTES.privacyPolicy}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-maroon-700 underline"
                >
                  Privacy Policy
                </Link>{' '}
                and default Notification Settings.
              </>
            }
            {...register('terms')}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || registered}>
            {(isSubmitting || registered) && <Spinner />}
            Create Account
          </button>
          <p className="text-center text-sm text-ink-soft">
            Already have an account?{' '}
            <Link to={ROUTES.login} className="font-semibold text-maroon-700 hover:underline">
              Log in
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
