import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Smartphone } from 'lucide-react';
import { MEMBER_HOME, ROUTES, SITE, formatMobile, textsReach } from '@inai/shared';
import { MobileCodeEntry } from '../../../components/mobile-code-entry';
import { PageMeta } from '../../../components/page-meta';
import { RichText } from '../../../components/rich-text';
import { mobileApi } from '../../../lib/api/mobile';
import { useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { AuthLayout } from './auth-layout';

/** As after the e-mail code: long enough to read the message, short enough not to wait. */
const AFTER_VERIFY_MS = 3000;

/**
 * The step after the e-mail code: a code texted to the number given at registration. It is not
 * required: 'Verify later' goes on to the profile, and Settings offers the same at any time.
 */
export function MobileStep({ phone }: { phone: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [done, setDone] = useState<string | null>(null);

  const later = (
    <Link to={MEMBER_HOME} replace className="btn-outline">
      {t('mobile.later')}
    </Link>
  );

  // Our provider texts Indian numbers only: a number from abroad is told what it has instead.
  if (!textsReach(phone))
    return (
      <AuthLayout headline={t('mobile.stepHeadline')} title={t('mobile.stepTitle')}>
        <PageMeta title={`${t('mobile.stepTitle')} | ${SITE.name}`} description={t('mobile.stepHeadline')} />
        <div className="space-y-6">
          <p className="flex items-start gap-3 text-sm text-ink-soft" data-testid="texts-india-only">
            <Smartphone className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
            <span>{t('phoneAbroad.noTexts', { phone: formatMobile(phone) })}</span>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={ROUTES.verifyId} className="btn-primary">
              {t('idVerification.menu')}
            </Link>
            <Link to={MEMBER_HOME} replace className="btn-outline">
              {t('phoneAbroad.continue')}
            </Link>
          </div>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout headline={t('mobile.stepHeadline')} title={t('mobile.stepTitle')}>
      <PageMeta title={`${t('mobile.stepTitle')} | ${SITE.name}`} description={t('mobile.stepHeadline')} />
      <div className="space-y-6">
        <p className="flex items-start gap-3 text-sm text-ink-soft">
          <Smartphone className="mt-0.5 size-5 shrink-0 text-maroon-700" aria-hidden="true" />
          <span>
            <RichText
              k="mobile.stepIntro"
              params={{ phone: formatMobile(phone) }}
              tags={{ phone: (text) => <strong className="whitespace-nowrap text-ink">{text}</strong> }}
            />
          </span>
        </p>
        {done ? (
          <p role="status" className="rounded-xl bg-leaf/10 p-3 text-sm font-medium text-leaf ring-1 ring-leaf/30">
            {done}
          </p>
        ) : (
          <MobileCodeEntry
            request={mobileApi.sendCode}
            actions={later}
            onVerified={(answer) => {
              setDone(answer.message);
              notify.success(answer.message);
              window.setTimeout(() => navigate(MEMBER_HOME, { replace: true }), AFTER_VERIFY_MS);
            }}
          />
        )}
        <p className="text-sm text-ink-soft">{t('mobile.stepLaterHint')}</p>
      </div>
    </AuthLayout>
  );
}
