import { Link } from 'react-router';
import { ROUTES } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/** The closing call to action. */
export function CtaBand() {
  const { t } = useI18n();
  return (
    <section className="bg-gradient-to-r from-maroon-800 to-maroon-600 py-14 text-white" aria-labelledby="cta-title">
      <div className="container-page flex flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
        <h2 id="cta-title" className="font-display text-3xl font-semibold">
          {t('home.ctaTitle')}
        </h2>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.register} className="btn-gold">
            {t('home.registerNow')}
          </Link>
          <Link to={ROUTES.contact} className="btn-outline-light">
            {t('home.helpSupport')}
          </Link>
        </div>
      </div>
    </section>
  );
}
