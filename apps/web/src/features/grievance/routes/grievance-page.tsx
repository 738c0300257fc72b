import { Mail, MapPin, UserRound } from 'lucide-react';
import { GRIEVANCE_PROMISE, ROUTES, SITE } from '@inai/shared';
import { Island } from '../../../components/island';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { siteConfig } from '../../../lib/site-config';
import { GrievanceForm } from '../components/grievance-form';

/**
 * The grievance officer (/grievance, ours; India's 2016 advisory for matrimonial sites): who the
 * officer is and how to reach them (server settings GRIEVANCE_OFFICER_*), what we promise, and
 * the form that files a grievance. Open to everyone.
 */
export default function GrievancePage() {
  const { t } = useI18n();
  const officer = siteConfig.grievanceOfficer;
  const promise = { hours: GRIEVANCE_PROMISE.acknowledgeHours, days: GRIEVANCE_PROMISE.resolveDays };
  return (
    <>
      <PageMeta
        title={t('grievance.metaTitle', { brand: SITE.name })}
        description={t('grievance.metaDescription', { brand: SITE.name })}
        canonicalPath={ROUTES.grievance}
      />
      <PageBanner title={t('grievance.title')}>{t('grievance.subtitle', { brand: SITE.name })}</PageBanner>

      <section className="container-page max-w-3xl py-10 sm:py-14" aria-labelledby="officer-title">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100 sm:p-8">
          <h2 id="officer-title" className="section-title">
            {t('grievance.officer')}
          </h2>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="flex items-center gap-2 text-ink-soft">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              {t('grievance.name')}
            </dt>
            <dd className="font-medium break-words text-ink" data-testid="officer-name">
              {officer.name}
            </dd>
            <dt className="flex items-center gap-2 text-ink-soft">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {t('grievance.email')}
            </dt>
            <dd className="break-all">
              <a href={`mailto:${officer.email}`} className="font-medium text-maroon-700 hover:underline">
                {officer.email}
              </a>
            </dd>
            <dt className="flex items-center gap-2 text-ink-soft">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {t('grievance.address')}
            </dt>
            <dd>
              <address className="break-words text-ink not-italic">{officer.address}</address>
            </dd>
          </dl>
          <p className="mt-6 rounded-xl bg-cream p-4 font-medium text-maroon-800">{t('grievance.promise', promise)}</p>
          <p className="mt-4 text-sm text-ink-soft">{t('grievance.reportInstead')}</p>
        </div>
      </section>

      <section className="bg-cream py-10 sm:py-14" aria-labelledby="grievance-form-title">
        <div className="container-page max-w-3xl">
          <h2 id="grievance-form-title" className="section-title">
            {t('grievance.formTitle')}
          </h2>
          <p className="mt-2 text-sm text-ink-soft">{t('grievance.formIntro')}</p>
          <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <Island name="grievance-form">
              <GrievanceForm />
            </Island>
          </div>
        </div>
      </section>
    </>
  );
}
