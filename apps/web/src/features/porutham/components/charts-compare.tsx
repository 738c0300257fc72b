import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROUTES, type PoruthamChartsInput } from '@inai/shared';
import {
  BirthFields,
  birthComplete,
  birthFieldErrors,
  birthInput,
  EMPTY_BIRTH,
  type BirthValue,
} from '../../../components/jathagam/birth-fields';
import { ChartsComparison } from '../../../components/jathagam/charts-comparison';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useCompareCharts } from '../api/porutham-charts';

/** What the report page reads from the history's state: the births go there, never into the address. */
export interface ReportState {
  charts: PoruthamChartsInput;
}

/**
 * "Compare full charts": both births, then the two charts compared by the server
 * (POST /api/porutham/charts). The button stays disabled until both births are complete, and
 * while the server works, with a line saying why; the server's field messages land on the side
 * they belong to.
 */
export function ChartsCompare() {
  const { t } = useI18n();
  const [bride, setBride] = useState<BirthValue>(EMPTY_BIRTH);
  const [groom, setGroom] = useState<BirthValue>(EMPTY_BIRTH);
  const compare = useCompareCharts();
  const whyId = useId();
  const complete = birthComplete(bride) && birthComplete(groom);
  const errors = { bride: birthFieldErrors(compare.error, 'bride'), groom: birthFieldErrors(compare.error, 'groom') };
  const fieldErrors = Object.keys(errors.bride).length + Object.keys(errors.groom).length > 0;
  const why = compare.isPending ? t('poruthamCompare.busy') : complete ? '' : t('poruthamCompare.needsAll');
  const shown = compare.isSuccess ? compare.data : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!complete || compare.isPending) return;
    compare.mutate({ bride: birthInput(bride), groom: birthInput(groom) });
  }

  const sides = [
    { key: 'bride', legend: t('porutham.bride'), value: bride, set: setBride },
    { key: 'groom', legend: t('porutham.groom'), value: groom, set: setGroom },
  ] as const;
  return (
    <section
      className="space-y-4 border-t border-maroon-100 pt-8"
      aria-labelledby="charts-compare-heading"
      data-testid="charts-compare"
    >
      <h2 id="charts-compare-heading" className="text-2xl font-semibold text-maroon-800">
        {t('poruthamCompare.heading')}
      </h2>
      <p className="text-ink-soft">{t('poruthamCompare.intro')}</p>
      <form className="space-y-4" aria-label={t('poruthamCompare.formLabel')} onSubmit={submit} noValidate>
        <div className="grid gap-4 lg:grid-cols-2">
          {sides.map((side) => (
            <fieldset
              key={side.key}
              className="grid min-w-0 gap-4 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6"
            >
              <legend className="px-1 text-lg font-semibold text-maroon-800">{side.legend}</legend>
              <BirthFields value={side.value} onChange={side.set} errors={errors[side.key]} />
            </fieldset>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button
            type="submit"
            className="btn-primary w-full sm:w-auto"
            disabled={!complete || compare.isPending}
            aria-describedby={why ? whyId : undefined}
          >
            {t('poruthamCompare.submit')}
          </button>
          {why && (
            <p id={whyId} className="text-sm text-ink-soft" data-testid="compare-why">
              {why}
            </p>
          )}
        </div>
      </form>
      <div aria-live="polite">
        {compare.isPending && (
          <div role="status" className="rounded-2xl bg-cream p-4 text-ink-soft" data-testid="compare-progress">
            <p>{t('poruthamCompare.computing')}</p>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-maroon-100">
              <div className="h-full w-1/3 animate-pulse rounded-full bg-maroon-600" />
            </div>
          </div>
        )}
        {compare.isError && !fieldErrors && (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
            {failureMessage(compare.error, 'poruthamCompare.failed', 'poruthamCompare.failed')}
          </p>
        )}
      </div>
      {shown && compare.variables && (
        <ChartsComparison
          comparison={shown}
          heading={t('poruthamCompare.resultHeading')}
          actions={
            <Link
              to={ROUTES.poruthamReport}
              state={{ charts: compare.variables } satisfies ReportState}
              className="btn-outline"
              data-testid="print-report"
            >
              {t('poruthamCompare.print')}
            </Link>
          }
        />
      )}
    </section>
  );
}
