import { SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { CtaBand } from '../components/cta-band';
import { HeroBanner } from '../components/hero-banner';
import { HomeSearchForm } from '../components/home-search-form';
import { QuickAccess } from '../components/quick-access';
import { WelcomeBlock } from '../components/welcome-block';

/** The home page: hero with the search form over the rotating banner, services, welcome, call to action. */
export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('home.metaTitle', { brand: SITE.name })} description={t('home.metaDescription')} canonicalPath="/" />
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
      <QuickAccess />
      <WelcomeBlock />
      <CtaBand />
    </>
  );
}
