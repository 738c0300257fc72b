import { SITE } from '@inai/shared';
import { PageMeta } from '../../../components/page-meta';
import { Island } from '../../../components/island';
import { useI18n } from '../../../lib/i18n';
import { CtaBand } from '../components/cta-band';
import { HomeHero } from '../components/home-hero';
import { QuickAccess } from '../components/quick-access';
import { WelcomeBlock } from '../components/welcome-block';

/**
 * The home page: hero with the search form over the rotating banner, services, welcome, call to
 * action. Only the hero is acted on; the rest is links and text, never hydrated for a visitor.
 */
export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('home.metaTitle', { brand: SITE.name })} description={t('home.metaDescription')} canonicalPath="/" />
      <Island name="home-hero">
        <HomeHero />
      </Island>
      <QuickAccess />
      <WelcomeBlock />
      <CtaBand />
    </>
  );
}
