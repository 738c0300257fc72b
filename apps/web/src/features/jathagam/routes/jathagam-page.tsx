import { ROUTES, SITE } from '@inai/shared';
import { Island } from '../../../components/island';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { useI18n } from '../../../lib/i18n';
import { JathagamCalculator } from '../components/jathagam-calculator';

/** The free birth chart calculator's page: the calculator is the part a visitor acts on. */
export default function JathagamPage() {
  const { t } = useI18n();
  return (
    <>
      <PageMeta
        title={t('jathagam.metaTitle', { brand: SITE.name })}
        description={t('jathagam.metaDescription')}
        canonicalPath={ROUTES.jathagam}
      />
      <div className="jathagam-no-print">
        <PageBanner title={t('jathagam.title')}>{t('jathagam.subtitle')}</PageBanner>
      </div>
      <Island name="jathagam-calculator">
        <JathagamCalculator />
      </Island>
    </>
  );
}
