import { chevvaiDoshamText, type JathagamAnswer } from '@inai/shared';
import { useI18n } from '../../lib/i18n';

/** The panchangam at the moment of birth; `level` 3 under a section of its own, as ChevvaiDosham. */
export function Panchangam({ panchangam, level = 2 }: { panchangam: JathagamAnswer['panchangam']; level?: 2 | 3 }) {
  const { t } = useI18n();
  const Heading = level === 2 ? 'h2' : 'h3';
  const rows = [
    [t('jathagam.weekday'), t(`jathagam.weekday.${panchangam.weekday}`)],
    [t('jathagam.tithi'), t(`jathagam.tithi.${panchangam.tithi}`)],
    [t('jathagam.yoga'), t(`jathagam.yoga.${panchangam.yoga}`)],
    [t('jathagam.karana'), t(`jathagam.karana.${panchangam.karana}`)],
    [
      t('jathagam.tamilDate'),
      t('jathagam.tamilDateValue', { month: t(`jathagam.month.${panchangam.tamil_month}`), day: panchangam.tamil_date }),
    ],
  ] as const;
  return (
    <section className="jathagam-block" aria-labelledby="jathagam-panchangam">
      <Heading id="jathagam-panchangam" className={`mb-2 font-semibold text-maroon-800 ${level === 2 ? 'text-xl' : 'text-lg'}`}>
        {t('jathagam.panchangam')}
      </Heading>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="panchangam">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-maroon-800">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Chevvai dosham as the chart states it, under its heading. `level` 3 where it sits under a
 * section of its own (a member's birth chart on their profile).
 */
export function ChevvaiDosham({ dosham, level = 2 }: { dosham: JathagamAnswer['chevvai_dosham']; level?: 2 | 3 }) {
  const { t } = useI18n();
  const Heading = level === 2 ? 'h2' : 'h3';
  const text = chevvaiDoshamText(t, dosham);
  return (
    <section className="jathagam-block" aria-labelledby="jathagam-chevvai">
      <Heading id="jathagam-chevvai" className={`mb-2 font-semibold text-maroon-800 ${level === 2 ? 'text-xl' : 'text-lg'}`}>
        {t('jathagam.chevvai')}
      </Heading>
      <p data-testid="chevvai-dosham">{text}</p>
      <p className="mt-1 text-xs text-ink-soft">{t('jathagam.chevvaiNote')}</p>
    </section>
  );
}
