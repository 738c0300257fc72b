import { useMemo, type ReactNode } from 'react';
import {
  chevvaiDoshamText,
  dasaName,
  porutham,
  RAASIS,
  type ChartsComparison as Comparison,
  type ChartsSide,
  type ChartsSummaryCode,
  type PapaSide,
} from '@inai/shared';
import { useI18n, type I18n } from '../../lib/i18n';
import { ChevvaiComparison } from '../chevvai-comparison';
import { PoruthamSummary } from '../porutham-summary';
import { marksOf } from './chart-section';
import { SouthChart } from './south-chart';

type Side = 'bride' | 'groom';
const SIDES: readonly Side[] = ['bride', 'groom'];

/** What a screen reader hears for a chart: each sign that holds something, with what it holds. */
function placements(side: ChartsSide, { t, label }: Pick<I18n, 't' | 'label'>): string {
  const bodies = new Map<string, string[]>();
  const add = (raasi: string, name: string) => bodies.set(raasi, [...(bodies.get(raasi) ?? []), name]);
  add(side.chart.lagnam.raasi, t('jathagam.lagnam'));
  for (const planet of side.chart.planets) add(planet.raasi, t(`jathagam.planet.${planet.key}`));
  return RAASIS.filter((raasi) => bodies.has(raasi))
    .map((raasi) => t('poruthamCompare.placement', { raasi: label('raasi', raasi), bodies: bodies.get(raasi)!.join(', ') }))
    .join('; ');
}

/**
 * Two charts compared (docs/design.md, "Porutham of two charts"): both rasi charts side by side
 * (stacked on a phone), the ten poruthams of the two computed stars, chevvai dosham of each and of
 * the pair, papa samyam with its points, dasa sandhi, the plain summary and the tradition it
 * follows. One component for the calculator, the printed report and a member's details page, so
 * the three say the same thing. The ten are worked out here from the two stars with the shared
 * engine (as the star calculator does), so they read in the language on screen even when the
 * answer was fetched in the other. `shownAbove` leaves the ten and the pair's chevvai dosham to
 * a page that shows them already (the details page's porutham section). `level` is the heading
 * level of the whole; its parts take the next one.
 */
export function ChartsComparison({
  comparison,
  heading,
  level = 2,
  shownAbove = false,
  actions,
}: {
  comparison: Comparison;
  heading: string;
  level?: 2 | 3;
  shownAbove?: boolean;
  /** Buttons or links under the heading (Print report); left off on paper. */
  actions?: ReactNode;
}) {
  const i18n = useI18n();
  const { t, label } = i18n;
  const { bride, groom, chevvai, papa_samyam: papa, dasa_sandhi: dasa } = comparison;
  const result = useMemo(
    () => porutham({ star: bride.moon_star, raasi: bride.moon_raasi }, { star: groom.moon_star, raasi: groom.moon_raasi }),
    [bride.moon_star, bride.moon_raasi, groom.moon_star, groom.moon_raasi],
  );
  const Top = level === 2 ? 'h2' : 'h3';
  const Part = level === 2 ? 'h3' : 'h4';
  const partClass = 'mb-2 text-lg font-semibold text-maroon-800';
  const sideName = (side: Side) => (side === 'bride' ? t('porutham.bride') : t('porutham.groom'));

  return (
    <section className="charts-comparison min-w-0 space-y-6" data-testid="charts-comparison" aria-label={heading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Top className="text-xl font-semibold text-maroon-800 sm:text-2xl">{heading}</Top>
        {actions && <div className="charts-no-print">{actions}</div>}
      </div>

      <div className="compare-charts grid gap-6 sm:grid-cols-2">
        {SIDES.map((key) => {
          const side = comparison[key];
          return (
            <div key={key} className="compare-side min-w-0 space-y-2 text-center" data-side={key}>
              <Part className="text-lg font-semibold text-maroon-800">{sideName(key)}</Part>
              <div className="flex justify-center">
                <SouthChart
                  name={t('jathagam.rasiChart')}
                  label={t(`poruthamCompare.chartLabel.${key}`, { placements: placements(side, i18n) })}
                  marks={marksOf(side.chart, t).rasi}
                  testId={`${key}-chart`}
                  largeMarks
                />
              </div>
              <p className="text-sm font-semibold text-maroon-800" data-testid={`${key}-stars`}>
                {t('poruthamCompare.sideStars', {
                  star: label('star', side.moon_star),
                  raasi: label('raasi', side.moon_raasi),
                  lagnam: label('raasi', side.lagnam_raasi),
                })}
              </p>
              <p className="text-left text-sm text-ink" data-testid={`${key}-chevvai`}>
                {chevvaiDoshamText(t, chevvai[key])}
              </p>
            </div>
          );
        })}
      </div>

      {!shownAbove && (
        <PoruthamSummary result={result} heading={<Part className={partClass}>{t('porutham.heading')}</Part>}>
          <ChevvaiMatch comparison={comparison} />
        </PoruthamSummary>
      )}

      <section className="compare-block" aria-label={t('poruthamCompare.papa.heading')} data-testid="papa-samyam">
        <Part className={partClass}>{t('poruthamCompare.papa.heading')}</Part>
        <p className="compare-intro text-sm text-ink-soft">{t('poruthamCompare.papa.intro')}</p>
        <div className="compare-papa mt-3 grid gap-4 sm:grid-cols-2">
          {SIDES.map((key) => (
            <PapaTable key={key} side={key} caption={sideName(key)} papa={papa[key]} />
          ))}
        </div>
        <p
          className={`mt-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ${
            papa.balanced ? 'bg-leaf/10 text-leaf' : 'bg-maroon-50 text-maroon-700'
          }`}
          data-testid="papa-verdict"
        >
          {papa.balanced ? t('poruthamCompare.papa.balanced') : t('poruthamCompare.papa.unbalanced')}
        </p>
      </section>

      <section className="compare-block" aria-label={t('poruthamCompare.dasa.heading')} data-testid="dasa-sandhi">
        <Part className={partClass}>{t('poruthamCompare.dasa.heading')}</Part>
        <p className="compare-intro text-sm text-ink-soft">
          {t('poruthamCompare.dasa.intro', { from: when(dasa.from, i18n), to: when(dasa.to, i18n) })}
        </p>
        {dasa.periods.length === 0 ? (
          <p className="mt-2 text-sm font-semibold text-ink" data-testid="dasa-sandhi-none">
            {t('poruthamCompare.dasa.none')}
          </p>
        ) : (
          <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink">
            {dasa.periods.map((period) => (
              <li key={`${period.start}-${period.bride_lord}-${period.groom_lord}`}>
                {t('poruthamCompare.dasa.period', {
                  start: when(period.start, i18n),
                  end: when(period.end, i18n),
                  brideDasa: dasaName(t, period.bride_lord),
                  groomDasa: dasaName(t, period.groom_lord),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        className="compare-block rounded-2xl bg-cream p-4"
        aria-label={t('poruthamCompare.summaryHeading')}
        data-testid="charts-summary"
      >
        <Part className={partClass}>{t('poruthamCompare.summaryHeading')}</Part>
        <ul className="list-disc space-y-1 ps-5 text-sm text-ink">
          {comparison.summary.map((code) => (
            <li key={code} data-summary={code}>
              {summaryLine(code, papa, i18n)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-ink-soft" data-testid="charts-tradition">
          {t('poruthamCharts.tradition')}
        </p>
      </section>
    </section>
  );
}

/** One line of the plain summary; the papa samyam lines name both totals. */
function summaryLine(
  code: ChartsSummaryCode,
  papa: Comparison['papa_samyam'],
  { t, number }: Pick<I18n, 't' | 'number'>,
): string {
  if (code === 'papa_balanced' || code === 'papa_unbalanced')
    return t(`poruthamCharts.summary.${code}`, { bride: number(papa.bride.total), groom: number(papa.groom.total) });
  return t(`poruthamCharts.summary.${code}`);
}

/** A date of the comparison: the year alone where the details page gives only the year. */
function when(value: string, { date }: Pick<I18n, 'date'>): string {
  return /^\d{4}$/.test(value) ? value : date(value);
}

/** How the two charts stand on chevvai dosham: both sides read from their charts. */
function ChevvaiMatch({ comparison: { chevvai } }: { comparison: Comparison }) {
  return (
    <ChevvaiComparison
      bride={chevvai.bride.present ? 'yes' : 'no'}
      groom={chevvai.groom.present ? 'yes' : 'no'}
      agreement={chevvai.match}
      sources={{ bride: 'chart', groom: 'chart' }}
    />
  );
}

/** One chart's papa samyam: every malefic counted, from where, in which house, with its weight. */
function PapaTable({ side, caption, papa }: { side: Side; caption: string; papa: PapaSide }) {
  const { t, number } = useI18n();
  const cell = 'py-1 pr-2';
  return (
    <table className="compare-table w-full text-left text-xs sm:text-sm" data-testid={`papa-${side}`}>
      <caption className="mb-1 text-left font-semibold text-maroon-800">{caption}</caption>
      <thead>
        <tr className="border-b border-maroon-200 text-maroon-800">
          <th scope="col" className={cell}>
            {t('poruthamCompare.papa.planet')}
          </th>
          <th scope="col" className={cell}>
            {t('poruthamCompare.papa.from')}
          </th>
          <th scope="col" className={cell}>
            {t('poruthamCompare.papa.house')}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('poruthamCompare.papa.weight')}
          </th>
        </tr>
      </thead>
      <tbody>
        {papa.points.length === 0 && (
          <tr>
            <td colSpan={4} className="py-1 text-ink-soft">
              {t('poruthamCompare.papa.none')}
            </td>
          </tr>
        )}
        {papa.points.map((point) => (
          <tr key={`${point.planet}-${point.from}`} className="border-b border-maroon-50">
            <th scope="row" className={`${cell} font-normal`}>
              {t(`jathagam.planet.${point.planet}`)}
            </th>
            <td className={cell}>{t(`poruthamCompare.papa.from.${point.from}`)}</td>
            <td className={cell}>{number(point.house)}</td>
            <td className="py-1 text-right">{number(point.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="font-semibold text-maroon-800">
          <th scope="row" colSpan={3} className={cell}>
            {t('poruthamCompare.papa.total')}
          </th>
          <td className="py-1 text-right" data-testid={`papa-${side}-total`}>
            {number(papa.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
