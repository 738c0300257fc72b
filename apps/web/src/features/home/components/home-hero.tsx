import { useI18n } from '../../../lib/i18n';
import { HeroBanner } from './hero-banner';
import { HomeSearchForm } from './home-search-form';

/** The top of the home page: the heading and the partner search over the turning banner. */
export function HomeHero() {
  const { t } = useI18n();
  return (
    <HeroBanner>
      <div className="container-page pt-14 pb-16 sm:pt-20 sm:pb-24">
        <div className="max-w-2xl">
          <h1 className="home-heading text-4xl leading-tight font-bold text-white sm:text-5xl lg:text-6xl">
            {t('home.heading')}
          </h1>
          <p className="mt-4 text-lg text-gold-100 sm:text-xl">{t('site.tagline')}</p>
        </div>
        <div className="mt-8 lg:mt-10">
          <HomeSearchForm />
        </div>
      </div>
    </HeroBanner>
  );
}
