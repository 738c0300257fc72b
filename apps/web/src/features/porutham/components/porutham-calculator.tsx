import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { chevvaiAgreement, porutham, ROUTES } from '@inai/shared';
import { ChevvaiComparison } from '../../../components/chevvai-comparison';
import { PoruthamSummary } from '../../../components/porutham-summary';
import { RichText } from '../../../components/rich-text';
import { useI18n } from '../../../lib/i18n';
import { ChartsCompare } from './charts-compare';
import { StarPicker, type StarPick } from './star-picker';

const NONE: StarPick = { star: '', raasi: '', chevvai: 'unknown' };

/**
 * The free porutham calculator: computed in the browser with the shared engine, so
 * it answers at once on a slow phone and gives the same result as POST /api/porutham. Chevvai
 * dosham, when the family gives it for either side, is said beside the ten. Under it, with both
 * births known, the server compares the two full charts.
 */
export function PoruthamCalculator() {
  const { t } = useI18n();
  const [bride, setBride] = useState<StarPick>(NONE);
  const [groom, setGroom] = useState<StarPick>(NONE);
  const chevvaiHint = useId();
  const chevvaiGiven = bride.chevvai !== 'unknown' || groom.chevvai !== 'unknown';
  const result = useMemo(
    () =>
      bride.star && groom.star
        ? porutham({ star: bride.star, raasi: bride.raasi || null }, { star: groom.star, raasi: groom.raasi || null })
        : undefined,
    [bride.star, bride.raasi, groom.star, groom.raasi],
  );
  return (
    <div className="container-page max-w-4xl space-y-6 py-10 sm:py-14">
      <form className="grid gap-4 sm:grid-cols-2" aria-label={t('porutham.title')} onSubmit={(e) => e.preventDefault()}>
        <StarPicker side="bride" value={bride} onChange={setBride} chevvaiHintId={chevvaiHint} />
        <StarPicker side="groom" value={groom} onChange={setGroom} chevvaiHintId={chevvaiHint} />
        <p id={chevvaiHint} className="text-sm text-ink-soft sm:col-span-2">
          <RichText
            k="porutham.chevvai.hint"
            tags={{
              calc: (text) => (
                <Link to={ROUTES.jathagam} className="font-semibold text-maroon-700 underline hover:text-maroon-900">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </form>
      <p className="text-sm text-ink-soft">{t('porutham.countedFrom')}</p>
      <p className="text-sm">
        <Link to={ROUTES.jathagam} className="font-semibold text-maroon-700 hover:text-maroon-900">
          {t('jathagam.poruthamLink')}
        </Link>
      </p>
      <div aria-live="polite">
        {result ? (
          <PoruthamSummary
            result={result}
            heading={<h2 className="mb-3 text-xl font-semibold text-maroon-800">{t('porutham.heading')}</h2>}
          >
            {chevvaiGiven && (
              <ChevvaiComparison
                bride={bride.chevvai}
                groom={groom.chevvai}
                agreement={chevvaiAgreement(bride.chevvai, groom.chevvai)}
              />
            )}
          </PoruthamSummary>
        ) : (
          <p className="rounded-2xl bg-cream p-4 text-ink-soft">{t('porutham.chooseBoth')}</p>
        )}
      </div>
      <ChartsCompare />
    </div>
  );
}
