import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PROFILE_CREATED_BY, registerFormSchema, ROUTES, SITE, type RegisterFormInput } from '@inai/shared';
import { CheckboxField } from '../../../components/checkbox-field';
import { anyPhoneInput, emailInput } from '../../../components/input-presets';
import { PageMeta } from '../../../components/page-meta';
import { RichText } from '../../../components/rich-text';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { savePendingOtp } from '../../../lib/session/pending-otp';
import { authApi } from '../api/auth';
import { useSession } from '../api/session';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

/** Specification section 9: to OTP verification after 1 s; an already signed-in visitor home after 3 s. */
const TO_OTP_MS = 1000;
const ALREADY_SIGNED_IN_MS = 3000;

// 'Profile created by' is optional; 'Self' is suggested, as most members register themselves.
const EMPTY: RegisterFormInput = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  profile_created_by: 'Self',
  terms: false,
};
const FIELDS = Object.keys(EMPTY) as (keyof RegisterFormInput)[];
const policyLink = 'font-semibold text-maroon-700 underline';

/** Create an account. */
export default function RegisterPage() {
  const { t, locale } = useI18n();
  const { token, signIn } = useSession();
  const navigate = useNavigate();
  // Set together with signing in, so the new session is not mistaken for an earlier one.
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput>({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const signedInOnArrival = token !== null && !registered;
  useEffect(() => {
    if (!signedInOnArrival) return;
    // The specification goes home and reloads the page.
    const timer = window.setTimeout(() => window.location.assign(ROUTES.homeAlias), ALREADY_SIGNED_IN_MS);
    return () => window.clearTimeout(timer);
  }, [signedInOnArrival]);

  const onSubmit = async ({ name, email, phone, password, profile_created_by }: RegisterFormInput) => {
    try {
      // The language the visitor reads in becomes the account's, and its e-mails' (docs/design.md, "Languages").
      const answer = await authApi.register({
        name,
        email,
        phone,
        password,
        locale,
        ...(profile_created_by ? { profile_created_by } : {}),
      });
      savePendingOtp(answer.user.email);
      setRegistered(true);
      signIn(answer.token, answer.user, false);
      notify.success(translate('register.success'));
      window.setTimeout(() => navigate(ROUTES.verifyOtp), TO_OTP_MS);
    } catch (err) {
      applyFieldErrors(err, FIELDS, setError);
      notify.error(failureMessage(err, 'register.failed'));
    }
  };

  return (
    <AuthLayout headline={t('register.headline')} title={t('register.title')}>
      <PageMeta
        title={t('register.metaTitle', { brand: SITE.name })}
        description={t('register.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.register}
      />
      {signedInOnArrival ? (
        <p role="status" className="rounded-xl bg-maroon-50 p-4 text-maroon-800">
          {t('register.alreadyLoggedIn')}
        </p>
      ) : (
        <form
          onSubmit={handleSubmit(onSubmit, () => notify.error(translate('validation.correctErrors'), 'correct-errors'))}
          noValidate
          className="grid gap-4"
          aria-label={t('register.form')}
        >
          <TextField label={t('field.name')} autoComplete="name" required error={errors.name?.message} {...register('name')} />
          <TextField label={t('field.email')} {...emailInput} error={errors.email?.message} {...register('email')} />
          <TextField
            label={t('field.phone')}
            {...anyPhoneInput}
            hint={t('phoneAbroad.hint')}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <NewPasswordFields register={register} errors={errors} />
          <SelectField
            label={t('shortlist.createdBy.label')}
            placeholder={t('shortlist.createdBy.label')}
            placeholderSelectable
            options={PROFILE_CREATED_BY.map((value) => ({ value, label: t(`options.profileCreatedBy.${value}`) }))}
            error={errors.profile_created_by?.message}
            {...register('profile_created_by')}
          />
          <CheckboxField
            required
            error={errors.terms?.message}
            // The terms, and the declaration the 2016 advisory for matrimonial sites asks for.
            label={
              <>
                <RichText
                  k="register.terms"
                  tags={{
                    terms: (text) => (
                      <Link to={ROUTES.termsConditions} target="_blank" rel="noopener" className={policyLink}>
                        {text}
                      </Link>
                    ),
                    privacy: (text) => (
                      <Link to={ROUTES.privacyPolicy} target="_blank" rel="noopener" className={policyLink}>
                        {text}
                      </Link>
                    ),
                  }}
                />{' '}
                {t('shortlist.declaration')}
              </>
            }
            {...register('terms')}
          />
          <button type="submit" className="btn-primary w-full" disabled={isSubmitting || registered}>
            {(isSubmitting || registered) && <Spinner />}
            {t('register.submit')}
          </button>
          <p className="text-center text-sm text-ink-soft">
            {t('register.haveAccount')}{' '}
            <Link to={ROUTES.login} className="font-semibold text-maroon-700 hover:underline">
              {t('register.login')}
            </Link>
          </p>
        </form>
      )}
    </AuthLayout>
  );
}
