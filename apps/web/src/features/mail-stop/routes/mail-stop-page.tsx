import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { ROUTES, SITE, type StoppableMail } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { changeLocale, useI18n } from '../../../lib/i18n';
import { stopMail } from '../api/mail-stop';

type State = { kind: 'working' } | { kind: 'stopped'; list: StoppableMail } | { kind: 'failed'; expired: boolean };

/**
 * Where a mail's one-click stop link lands (/mail-stop?t=…, ours; docs/decisions/0053): the mail
 * stops as the page opens, with no sign-in, and the page says so in the member's own language
 * (the server names it), and how to turn the mail back on. A link we did not sign, or one too
 * old, says how to stop the mail in Settings instead.
 */
export default function MailStopPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const [state, setState] = useState<State>({ kind: 'working' });
  // Once per visit, whatever React's development mode does with effects.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    stopMail(token).then(
      async (answer) => {
        await changeLocale(answer.locale);
        setState({ kind: 'stopped', list: answer.list });
      },
      (err: unknown) => setState({ kind: 'failed', expired: err instanceof ApiError && err.code === 'mail_stop_expired' }),
    );
  }, [token]);

  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-12">
      <PageMeta title={t('mailStop.metaTitle', { brand: SITE.name })} description={t('mailStop.working')} />
      <div className="w-full max-w-lg rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-maroon-100 sm:p-10">
        {state.kind === 'working' ? (
          <p className="flex items-center justify-center gap-2 text-ink-soft">
            <Spinner tone="dark" />
            {t('mailStop.working')}
          </p>
        ) : state.kind === 'stopped' ? (
          <div role="status">
            <MailCheck className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold text-maroon-800">{t('mailStop.doneHeading')}</h1>
            <p className="mt-3 text-ink">{t(`mailStop.done.${state.list}`)}</p>
            <p className="mt-3 text-sm text-ink-soft">{t(`mailStop.turnOn.${state.list}`)}</p>
            <Link to={`${ROUTES.settings}#todays-matches`} className="btn-outline mt-6">
              {t('mailStop.openSettings')}
            </Link>
          </div>
        ) : (
          <div role="alert">
            <MailX className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
            <h1 className="mt-3 text-2xl font-bold text-maroon-800">{t('mailStop.failedHeading')}</h1>
            <p className="mt-3 text-ink">{t(state.expired ? 'mailStop.expired' : 'mailStop.invalid')}</p>
            <Link to={ROUTES.settings} className="btn-outline mt-6">
              {t('mailStop.openSettings')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
