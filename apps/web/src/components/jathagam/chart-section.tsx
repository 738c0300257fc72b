import type { JathagamAnswer, MemberChart, Raasi, Star } from '@inai/shared';
import { useI18n, type I18n } from '../../lib/i18n';
import { degreeInSign, type ChartMark } from './chart-layout';
import { SouthChart } from './south-chart';

/**
 * A chart as the calculator computes it (with longitudes), or as another member's profile shows
 * it: signs, stars and padams only, since a longitude would give back the birth time.
 */
export type AnyChart = JathagamAnswer | MemberChart;

type Marks = Partial<Record<Raasi, ChartMark[]>>;

function addMark(marks: Marks, raasi: Raasi, mark: ChartMark) {
  (marks[raasi] ??= []).push(mark);
}

/** What sits in each sign of the rasi and of the navamsam chart. */
export function marksOf(chart: AnyChart, t: I18n['t']) {
  const rasi: Marks = {};
  const navamsam: Marks = {};
  const lagnam = t('jathagam.lagnamShort');
  addMark(rasi, chart.lagnam.raasi, { key: 'lagnam', text: lagnam, lagnam: true });
  addMark(navamsam, chart.navamsam.lagnam_raasi, { key: 'lagnam', text: lagnam, lagnam: true });
  for (const planet of chart.planets) {
    const text = t(`jathagam.planetShort.${planet.key}`) + (planet.retrograde ? t('jathagam.retroShort') : '');
    addMark(rasi, planet.raasi, { key: planet.key, text });
    addMark(navamsam, planet.navamsam_raasi, { key: planet.key, text });
  }
  return { rasi, navamsam };
}

/**
 * The rasi and navamsam charts side by side from a tablet's width, stacked on a phone;
 * `className` sets the gap and columns otherwise (the biodata draws them small). ChartSection adds
 * the positions they show.
 */
export function ChartPair({
  chart,
  className = 'gap-6 md:grid-cols-2',
  small = false,
}: {
  chart: AnyChart;
  className?: string;
  /** Drawn a few centimetres wide: larger marks (SouthChart's largeMarks). */
  small?: boolean;
}) {
  const { t } = useI18n();
  const { rasi, navamsam } = marksOf(chart, t);
  return (
    <div className={`jathagam-charts grid justify-items-center ${className}`}>
      <SouthChart
        name={t('jathagam.rasiChart')}
        label={t('jathagam.rasiChartLabel')}
        marks={rasi}
        testId="rasi-chart"
        largeMarks={small}
      />
      <SouthChart
        name={t('jathagam.navamsamChart')}
        label={t('jathagam.navamsamChartLabel')}
        marks={navamsam}
        testId="navamsam-chart"
        largeMarks={small}
      />
    </div>
  );
}

interface Row {
  key: string;
  name: string;
  raasi: Raasi;
  star?: Star;
  padam?: number;
  retrograde: boolean;
  longitude?: number;
}

/**
 * The two charts, the birth star and the table of positions they draw. A member's chart has no
 * longitudes: no degree column then, and its lagnam row gives only the raasi.
 */
export function ChartSection({ chart, level = 2 }: { chart: AnyChart; level?: 2 | 3 }) {
  const { t, label } = useI18n();
  const withDegrees = 'longitude' in chart.lagnam;
  const rows: Row[] = [
    { ...chart.lagnam, key: 'lagnam', name: t('jathagam.lagnam'), retrograde: false },
    ...chart.planets.map((planet) => ({ ...planet, name: t(`jathagam.planet.${planet.key}`) })),
  ];
  const columns = withDegrees
    ? (['body', 'raasi', 'star', 'padam', 'degree'] as const)
    : (['body', 'raasi', 'star', 'padam'] as const);
  const Heading = level === 2 ? 'h2' : 'h3';

  return (
    <section className="jathagam-block space-y-6" aria-labelledby="jathagam-positions">
      <ChartPair chart={chart} />
      <p className="text-center font-semibold text-maroon-800" data-testid="birth-star">
        {t('jathagam.birthStar', { star: label('star', chart.moon_star), raasi: label('raasi', chart.moon_raasi) })}
      </p>
      <div>
        <Heading id="jathagam-positions" className={`mb-2 font-semibold text-maroon-800 ${level === 2 ? 'text-xl' : 'text-lg'}`}>
          {t('jathagam.positions')}
        </Heading>
        {/* A phone has no room for the retrograde column in Tamil: there the mark follows the name. */}
        <table className="jathagam-table w-full text-left text-xs sm:text-sm" data-testid="positions-table">
          <thead>
            <tr className="border-b border-maroon-200 text-maroon-800">
              {columns.map((column) => (
                <th key={column} scope="col" className="py-1 pr-1 sm:pr-2">
                  {t(`jathagam.${column}`)}
                </th>
              ))}
              <th scope="col" className="hidden py-1 sm:table-cell">
                {t('jathagam.retrograde')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-maroon-50">
                <th scope="row" className="py-1 pr-1 sm:pr-2 font-semibold">
                  {row.name}
                  {row.retrograde && (
                    <span className="sm:hidden">
                      {' '}
                      <span aria-hidden="true">{t('jathagam.retroShort')}</span>
                      <span className="sr-only">{t('jathagam.retrograde')}</span>
                    </span>
                  )}
                </th>
                <td className="py-1 pr-1 sm:pr-2">{label('raasi', row.raasi)}</td>
                <td className="py-1 pr-1 sm:pr-2">{row.star ? label('star', row.star) : ''}</td>
                <td className="py-1 pr-1 sm:pr-2">{row.padam ?? ''}</td>
                {withDegrees && (
                  <td className="py-1 pr-1 sm:pr-2 whitespace-nowrap">
                    {row.longitude === undefined ? '' : degreeInSign(row.longitude)}
                  </td>
                )}
                <td className="hidden py-1 sm:table-cell">{row.retrograde ? t('jathagam.yes') : t('jathagam.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
