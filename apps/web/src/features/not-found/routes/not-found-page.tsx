import { Link } from 'react-router';
import { ROUTES, SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';

/** Every path the app does not know. */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <PageMeta title={t('notFoundPage.title', { brand: SITE.name })} description={t('notFoundPage.text')} />
      <meta name="robots" content="noindex" />
      <p className="font-display text-8xl font-bold text-maroon-500" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-maroon-800 sm:text-3xl">{t('notFoundPage.text')}</h1>
      <Link to={ROUTES.home} className="btn-primary mt-8">
        {t('notFoundPage.goHome')}
      </Link>
    </section>
  );
}
