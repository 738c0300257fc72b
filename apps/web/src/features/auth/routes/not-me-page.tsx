import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ShieldAlert, ShieldCheck, ShieldX } from 'lucide-react';
import { ROUTES, SITE, type NotMeAnswer } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { changeLocale, useI18n } from '../../../lib/i18n';
import { authApi } from '../api/auth';

type Failure = 'notMe.invalid' | 'notMe.expired' | 'notMe.used';
type State = { kind: 'ask' } | { kind: 'working' } | { kind: 'secured'; answer: NotMeAnswer } | { kind: 'failed'; text: string };

const FAILURES: Readonly<Record<string, Failure>> = {
  not_me_invalid: 'notMe.invalid',
  not_me_expired: 'notMe.expired',
  not_me_used: 'notMe.used',
};

/**
 * Where a sign-in alert's "Not you?" link lands (/not-me?t=…, ours; docs/decisions/0055). Opening
 * it does nothing: mail scanners open links. The page says what securing the account does and
 * acts only when the member confirms; then it says, in the account's own language, that every
 * session ended, the number is no longer verified and a reset link is on its way (or when to ask).
 */
export default function NotMePage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>(() => (token ? { kind: 'ask' } : { kind: 'failed', text: t('notMe.invalid') }));

  const confirm = () => {
    setState({ kind: 'working' });
    authApi.notMe(token).then(
      async (answer) => {
        await changeLocale(answer.locale);
        setState({ kind: 'secured', answer });
      },
      (err: unknown) => {
        const known = err instanceof ApiError ? FAILURES[err.code ?? ''] : undefined;
        setState({ kind: 'failed', text: known ? t(known) : failureMessage(err, 'generic.somethingWrongDot') });
      },
    );
  };

  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-12">
      <PageMeta title={t('notMe.metaTitle', { brand: SITE.name })} description={t('notMe.intro')} />
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 sm:p-10">
        {state.kind === 'secured' ? (
          <div role="status" className="text-center">
            <ShieldCheck className="mx-auto size-10 text-leaf" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold text-maroon-800">{t('notMe.doneHeading')}</h1>
            <p className="mt-3 text-ink">{state.answer.message}</p>
            <p className="mt-3 text-sm text-ink-soft">{t('notMe.afterReset')}</p>
            <Link to={ROUTES.logout} replace className="btn-outline mt-6">
              {t('notMe.signIn')}
            </Link>
          </div>
        ) : state.kind === 'failed' ? (
          <div role="alert" className="text-center">
            <ShieldX className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold text-maroon-800">{t('notMe.failedHeading')}</h1>
            <p className="mt-3 text-ink">{state.text}</p>
            <Link to={ROUTES.login} className="btn-outline mt-6">
              {t('notMe.signIn')}
            </Link>
          </div>
        ) : (
          <div>
            <ShieldAlert className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
            <h1 className="mt-3 text-center text-2xl font-bold text-maroon-800">{t('notMe.heading')}</h1>
            <p className="mt-4 text-ink">{t('notMe.intro')}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-ink">
              <li>{t('notMe.endSessions')}</li>
              <li>{t('notMe.removeNumber')}</li>
              <li>{t('notMe.lockPassword')}</li>
              <li>{t('notMe.sendLink')}</li>
            </ul>
            <button type="button" className="btn-primary mt-6 w-full" disabled={state.kind === 'working'} onClick={confirm}>
              {state.kind === 'working' && <Spinner />}
              {t(state.kind === 'working' ? 'notMe.working' : 'notMe.confirm')}
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
