import { ROUTES, SITE } from '@inai/shared';
import { Island } from '../../../components/island';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { PoruthamCalculator } from '../components/porutham-calculator';

/** The free porutham calculator's page: the calculator is the part a visitor acts on. */
export default function PoruthamPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('porutham.metaTitle', { brand: SITE.name })}
        description={t('porutham.metaDescription')}
        canonicalPath={ROUTES.porutham}
      />
      <PageBanner title={t('porutham.title')}>{t('porutham.subtitle')}</PageBanner>
      <Island name="porutham-calculator">
        <PoruthamCalculator />
      </Island>
    </>
  );
}
