import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { ROUTES, SITE } from '@inai/shared';
import { Island } from '../../../components/island';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { CountdownBoard } from '../components/countdown-board';

/** Coming soon: a countdown updated every second, and a way home. */
export default function ComingSoonPage() {
  const { t } = useI18n();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-maroon-900 via-maroon-800 to-maroon-600 text-white">
      <PageMeta
        title={t('comingSoon.metaTitle', { brand: SITE.name })}
        description={t('comingSoon.metaDescription')}
        canonicalPath={ROUTES.comingSoon}
      />
      <div className="container-page flex min-h-[70vh] flex-col items-center justify-center py-16 text-center">
        <Sparkles className="size-10 text-gold-400" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-bold sm:text-5xl">{t('comingSoon.title')}</h1>
        <p className="mt-3 max-w-xl text-gold-100">{t('comingSoon.underConstruction')}</p>
        <Island name="countdown">
          <CountdownBoard />
        </Island>
        <Link to={ROUTES.home} className="btn-gold mt-10">
          {t('notFoundPage.goHome')}
        </Link>
      </div>
    </section>
  );
}
