import { dasaName, type JathagamAnswer } from '@inai/shared';
import { useI18n } from '../../lib/i18n';

/** Today in India time as YYYY-MM-DD: the engine gives the dasa dates in India time. */
function indiaToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

/**
 * The maha dasas with their dates, the running one marked and its bhuktis listed. `level` 3 where
 * it sits under a section of its own (the member's own chart on their horoscope page).
 */
export function DasaTable({ dasa, level = 2 }: { dasa: JathagamAnswer['dasa']; level?: 2 | 3 }) {
  const { t } = useI18n();
  const Heading = level === 2 ? 'h2' : 'h3';
  const Sub = level === 2 ? 'h3' : 'h4';
  const today = indiaToday();
  const running = dasa.periods.find((period) => period.start <= today && today < period.end);
  const lord = (key: (typeof dasa.balance)['lord']) => t(`jathagam.planet.${key}`);
  return (
    <section className="jathagam-block space-y-3" aria-labelledby="jathagam-dasa">
      <Heading id="jathagam-dasa" className={`font-semibold text-maroon-800 ${level === 2 ? 'text-xl' : 'text-lg'}`}>
        {t('jathagam.dasa')}
      </Heading>
      <p data-testid="dasa-balance">
        {t('jathagam.balance', {
          dasa: dasaName(t, dasa.balance.lord),
          years: dasa.balance.years,
          months: dasa.balance.months,
          days: dasa.balance.days,
        })}
      </p>
      <PeriodTable
        testId="dasa-table"
        heading={t('jathagam.dasaLord')}
        periods={dasa.periods}
        isRunning={(period) => period === running}
        runningNote
        lord={lord}
      />
      {running && (
        <div>
          <Sub className="mb-1 font-semibold text-maroon-800">{t('jathagam.bhuktisOf', { dasa: dasaName(t, running.lord) })}</Sub>
          <PeriodTable
            testId="bhukti-table"
            heading={t('jathagam.bhukti')}
            periods={running.bhuktis}
            isRunning={(bhukti) => bhukti.start <= today && today < bhukti.end}
            lord={lord}
          />
        </div>
      )}
    </section>
  );
}

type Period = JathagamAnswer['dasa']['periods'][number]['bhuktis'][number];

/**
 * Periods (maha dasas or one dasa's bhuktis) with their dates, the running one highlighted; for
 * the maha dasas it is also announced as current and labelled 'running now'.
 */
function PeriodTable<P extends Period>({
  testId,
  heading,
  periods,
  isRunning,
  runningNote = false,
  lord,
}: {
  testId: string;
  heading: string;
  periods: readonly P[];
  isRunning: (period: P) => boolean;
  runningNote?: boolean;
  lord: (key: Period['lord']) => string;
}) {
  const { t, date } = useI18n();
  return (
    <table className="jathagam-table w-full text-left text-sm" data-testid={testId}>
      <thead>
        <tr className="border-b border-maroon-200 text-maroon-800">
          <th scope="col" className="py-1 pr-2">
            {heading}
          </th>
          <th scope="col" className="py-1 pr-2">
            {t('jathagam.from')}
          </th>
          <th scope="col" className="py-1">
            {t('jathagam.to')}
          </th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => {
          const now = isRunning(period);
          const marked = now && runningNote;
          return (
            <tr
              key={period.start}
              className={`border-b border-maroon-50 ${now ? 'bg-gold-100 font-semibold' : ''}`}
              aria-current={marked ? 'true' : undefined}
              data-running={marked ? 'true' : undefined}
            >
              <th scope="row" className="py-1 pr-2">
                {lord(period.lord)}
                {marked && <span className="ml-2 text-xs font-normal text-maroon-700">({t('jathagam.running')})</span>}
              </th>
              <td className="py-1 pr-2">{date(period.start)}</td>
              <td className="py-1">{date(period.end)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
