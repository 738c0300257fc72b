import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { nearBoundaryText, ROUTES, SITE, type JathagamAnswer, type Place } from '@inai/shared';
import { PageBanner } from '../../../components/page-banner';
import { PageMeta } from '../../../components/page-meta';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useJathagam } from '../api/jathagam';
import { ChevvaiDosham, Panchangam } from '../../../components/jathagam/birth-notes';
import {
  BirthFields,
  birthFieldErrors,
  birthInput,
  EMPTY_BIRTH,
  type BirthValue,
} from '../../../components/jathagam/birth-fields';
import { ChartSection } from '../../../components/jathagam/chart-section';
import { DasaTable } from '../components/dasa-table';
import { placeLabel } from '../../../components/jathagam/place-search';
import '../components/jathagam-print.css';

/** The free birth chart calculator: the form, then the charts, dasa, panchangam and chevvai dosham. */
export default function JathagamPage() {
  const i18n = useI18n();
  const { t } = i18n;
  const [birth, setBirth] = useState<BirthValue>(EMPTY_BIRTH);
  const [placeMissing, setPlaceMissing] = useState(false);
  // The place the shown chart was drawn for: the box may already hold the next one.
  const [drawnAt, setDrawnAt] = useState<Place | null>(null);
  const compute = useJathagam();
  const server = birthFieldErrors(compute.error);
  const chart: JathagamAnswer | undefined = compute.data;
  const generalError = compute.isError && Object.keys(server).length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!birth.place) {
      setPlaceMissing(true);
      return;
    }
    setDrawnAt(birth.place);
    compute.mutate(birthInput(birth));
  }

  const near = chart?.near_boundary ?? [];
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
      <div className="jathagam-page container-page max-w-4xl space-y-8 py-10 sm:py-14">
        <form
          className="jathagam-no-print grid gap-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
          aria-label={t('jathagam.formLabel')}
          onSubmit={submit}
          noValidate
        >
          <BirthFields
            value={birth}
            onChange={(next) => {
              setBirth(next);
              if (next.place) setPlaceMissing(false);
            }}
            errors={{ ...server, ...(placeMissing ? { place: t('jathagam.placeRequired') } : {}) }}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={compute.isPending}>
              {compute.isPending ? t('jathagam.computing') : t('jathagam.submit')}
            </button>
          </div>
        </form>
        <div aria-live="polite">
          {compute.isPending && <p className="text-ink-soft">{t('jathagam.computing')}</p>}
          {generalError && (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
              {failureMessage(compute.error, 'jathagam.failed', 'jathagam.failed')}
            </p>
          )}
        </div>
        {chart && !compute.isPending && (
          <div className="jathagam-print space-y-8" data-testid="jathagam-result">
            <div className="jathagam-no-print flex justify-end">
              <button type="button" className="btn-outline" onClick={() => window.print()}>
                {t('jathagam.print')}
              </button>
            </div>
            {near.length > 0 && (
              <p role="note" className="rounded-2xl bg-gold-100 p-4 text-maroon-900" data-testid="near-boundary">
                {nearBoundaryText(t, near)}
              </p>
            )}
            <ChartSection chart={chart} />
            <DasaTable dasa={chart.dasa} />
            <div className="grid gap-8 md:grid-cols-2">
              <Panchangam panchangam={chart.panchangam} />
              <ChevvaiDosham dosham={chart.chevvai_dosham} />
            </div>
            {drawnAt && (
              <p className="text-xs text-ink-soft">{t('jathagam.computedNote', { place: placeLabel(drawnAt, i18n) })}</p>
            )}
          </div>
        )}
        <p className="jathagam-no-print text-sm">
          <Link to={ROUTES.porutham} className="font-semibold text-maroon-700 hover:text-maroon-900">
            {t('home.porutham')}
          </Link>
        </p>
      </div>
    </>
  );
}
