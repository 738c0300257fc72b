import type { JathagamAnswer, Raasi } from '@inai/shared';
import { useI18n } from '../../lib/i18n';
import { degreeInSign, type ChartMark } from './chart-layout';
import { SouthChart } from './south-chart';

type Marks = Partial<Record<Raasi, ChartMark[]>>;

function addMark(marks: Marks, raasi: Raasi, mark: ChartMark) {
  (marks[raasi] ??= []).push(mark);
}

/** The rasi and navamsam charts side by side (stacked on a phone), and the table of positions they draw. */
export function ChartSection({ chart }: { chart: JathagamAnswer }) {
  const { t, label } = useI18n();
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
  const rasiName = t('jathagam.rasiChart');
  const navamsamName = t('jathagam.navamsamChart');
  const rows = [
    { key: 'lagnam', name: t('jathagam.lagnam'), ...chart.lagnam, retrograde: false },
    ...chart.planets.map((planet) => ({ ...planet, name: t(`jathagam.planet.${planet.key}`) })),
  ];

  return (
    <section className="jathagam-block space-y-6" aria-labelledby="jathagam-positions">
      <div className="jathagam-charts grid justify-items-center gap-6 md:grid-cols-2">
        <SouthChart name={rasiName} label={t('jathagam.chartLabel', { chart: rasiName })} marks={rasi} testId="rasi-chart" />
        <SouthChart
          name={navamsamName}
          label={t('jathagam.chartLabel', { chart: navamsamName })}
          marks={navamsam}
          testId="navamsam-chart"
        />
      </div>
      <p className="text-center font-semibold text-maroon-800">
        {t('jathagam.birthStar', { star: label('star', chart.moon_star), raasi: label('raasi', chart.moon_raasi) })}
      </p>
      <div>
        <h2 id="jathagam-positions" className="mb-2 text-xl font-semibold text-maroon-800">
          {t('jathagam.positions')}
        </h2>
        {/* A phone has no room for the retrograde column in Tamil: there the mark follows the name. */}
        <table className="jathagam-table w-full text-left text-xs sm:text-sm" data-testid="positions-table">
          <thead>
            <tr className="border-b border-maroon-200 text-maroon-800">
              {(['body', 'raasi', 'star', 'padam', 'degree'] as const).map((column) => (
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
                <td className="py-1 pr-1 sm:pr-2">{label('star', row.star)}</td>
                <td className="py-1 pr-1 sm:pr-2">{row.padam}</td>
                <td className="py-1 pr-1 sm:pr-2 whitespace-nowrap">{degreeInSign(row.longitude)}</td>
                <td className="hidden py-1 sm:table-cell">{row.retrograde ? t('jathagam.yes') : t('jathagam.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
