import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { familyAcceptFormSchema, MEMBER_HOME, ROUTES, SITE, type FamilyAcceptFormInput } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAcceptInvitation } from '../api/family-accept';
import { AuthLayout } from '../components/auth-layout';
import { NewPasswordFields } from '../components/new-password-fields';

/** Refusals that end this link: the page says so, and what to do next, instead of the form. */
const LINK_ENDED: ReadonlySet<string> = new Set([
  'family_invitation_invalid',
  'family_invitation_expired',
  'family_invitation_used',
]);
const FIELDS = ['name', 'password'] as const;
const EMPTY: FamilyAcceptFormInput = { name: '', password: '', confirmPassword: '' };

/**
 * Where an invitation's link lands (/family/accept?t=…, docs/decisions/0073-family-co-managers.md):
 * a name and a password make the invited person's own login; a co-manager already signed in
 * accepts with one button. Either way they land in the app, signed in for the profile. A member's
 * own account cannot accept (an address is a member's or a login's, never both).
 */
export default function FamilyAcceptPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const { user, status } = useMe();
  const [ended, setEnded] = useState<{ text: string; login: boolean } | null>(
    token ? null : { text: t('family.accept.missing'), login: false },
  );
  const accept = useAccept(token, (err) => {
    const code = err instanceof ApiError ? err.code : undefined;
    if (code && LINK_ENDED.has(code)) setEnded({ text: failureMessage(err, 'family.accept.failed'), login: false });
    else if (code === 'family_login_exists' || code === 'family_other_address')
      setEnded({ text: failureMessage(err, 'family.accept.failed'), login: true });
    else return false;
    return true;
  });

  return (
    <AuthLayout headline={t('family.managedWithFamilyHelp')} title={t('family.accept.title')}>
      <PageMeta title={`${t('family.accept.title')} | ${SITE.name}`} description={t('family.accept.intro')} />
      {ended ? (
        <Ended text={ended.text} login={ended.login} />
      ) : status === 'checking' ? (
        <Spinner tone="dark" />
      ) : user?.acting?.kind === 'manager' ? (
        <div className="space-y-4">
          <p className="text-ink">{t('family.accept.asManager')}</p>
          <button type="button" className="btn-primary w-full" disabled={accept.busy} onClick={() => void accept.run({ token })}>
            {accept.busy && <Spinner />}
            {t('family.accept.accept')}
          </button>
        </div>
      ) : user ? (
        <div role="alert" className="space-y-4">
          <p className="text-ink">{t('family.accept.asMember')}</p>
          <Link to={ROUTES.logout} className="btn-outline">
            {t('header.logout')}
          </Link>
        </div>
      ) : (
        <NewLoginForm token={token} accept={accept} />
      )}
    </AuthLayout>
  );
}

type Accept = ReturnType<typeof useAccept>;

/**
 * The call, the session and the landing; `ended` takes the refusals that end the link and says
 * whether it did, else the caller shows the refusal itself.
 */
function useAccept(token: string, ended: (err: unknown) => boolean) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async (input: { token: string; name?: string; password?: string }): Promise<unknown> => {
    setBusy(true);
    try {
      const answer = await accept({ ...input, token });
      notify.success(answer.message);
      void navigate(MEMBER_HOME, { replace: true });
      return undefined;
    } catch (err) {
      if (!ended(err)) return err;
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function NewLoginForm({ token, accept }: { token: string; accept: Accept }) {
  const { t } = useI18n();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FamilyAcceptFormInput>({ resolver: zodResolver(familyAcceptFormSchema), defaultValues: EMPTY, mode: 'onTouched' });

  const onSubmit = async ({ name, password }: FamilyAcceptFormInput) => {
    const err = await accept.run({ token, name, password });
    if (err === undefined) return;
    applyFieldErrors(err, FIELDS, setError);
    notify.error(failureMessage(err, 'family.accept.failed'));
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label={t('family.accept.title')}>
      <p className="text-sm text-ink-soft">{t('family.accept.intro')}</p>
      <TextField
        label={t('family.accept.name')}
        autoComplete="name"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <NewPasswordFields register={register} errors={errors} />
      <button type="submit" className="btn-primary w-full" disabled={accept.busy} aria-busy={accept.busy || undefined}>
        {accept.busy && <Spinner />}
        {t('family.accept.submit')}
      </button>
      <p className="text-sm text-ink-soft">
        {t('family.accept.haveLogin')}{' '}
        <Link
          to={ROUTES.login}
          state={{ from: location.pathname + location.search }}
          className="font-semibold text-maroon-700 underline"
        >
          {t('header.login')}
        </Link>
      </p>
    </form>
  );
}

/** A link that no longer works (or belongs to a login that must sign in first): why, and what next. */
function Ended({ text, login }: { text: string; login: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <div role="alert" className="space-y-4">
      <p className="flex items-start gap-2 text-ink">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
        <span className="min-w-0">{text}</span>
      </p>
      {login ? (
        <Link to={ROUTES.login} state={{ from: location.pathname + location.search }} className="btn-primary">
          {t('header.login')}
        </Link>
      ) : (
        <>
          <p className="text-sm text-ink-soft">{t('family.accept.whatNext')}</p>
          <Link to={ROUTES.home} className="btn-outline">
            {t('nav.home')}
          </Link>
        </>
      )}
    </div>
  );
}
