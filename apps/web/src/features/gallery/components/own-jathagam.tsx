import { Link } from 'react-router';
import { PLANNED_ROUTES, type JathagamInput } from '@inai/shared';
import { BirthChartReport } from '../../../components/jathagam/birth-chart-report';
import { MemberCard } from '../../../components/member-page';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useOwnJathagam } from '../api/own-jathagam';

/** Where the birth time and place are saved: the edit page's religion section. */
const BIRTH_DETAILS_HREF = `${PLANNED_ROUTES.editUserProfile}#religion-caste`;
const LINK = 'font-semibold text-maroon-700 hover:text-maroon-900 hover:underline';

/**
 * The member's own jathagam, drawn from her saved birth with a time: both charts, the dasa and
 * bhukti dates with the running period, the panchangam and the chevvai dosham. Hers alone (and her
 * family's co-managers'), so the dasa dates are shown, which another member never sees.
 */
export function OwnJathagam({ input }: { input: JathagamInput }) {
  const { t } = useI18n();
  const chart = useOwnJathagam(input);
  return (
    <MemberCard title={t('ownJathagam.title')} id="own-jathagam">
      <div className="space-y-8" data-testid="own-jathagam">
        <p className="text-sm text-ink-soft">
          {t('ownJathagam.from')}{' '}
          <Link to={BIRTH_DETAILS_HREF} className={LINK}>
            {t('ownJathagam.change')}
          </Link>
        </p>
        <div aria-live="polite">
          {chart.isPending && <p className="text-ink-soft">{t('jathagam.computing')}</p>}
          {chart.isError && (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
              {failureMessage(chart.error, 'jathagam.failed', 'jathagam.failed')}
            </p>
          )}
        </div>
        {chart.data && <BirthChartReport chart={chart.data} level={3} />}
      </div>
    </MemberCard>
  );
}

/** Without a birth time: what adding it gives, and the link to where it is added. */
export function AddBirthTime() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="add-birth-time"
      className="rounded-2xl bg-gold-100 p-5 text-maroon-900 sm:p-6"
      data-testid="add-birth-time"
    >
      <h2 id="add-birth-time" className="text-lg font-semibold">
        {t('ownJathagam.addTimeTitle')}
      </h2>
      <p className="mt-2 text-sm">{t('ownJathagam.addTime')}</p>
      <Link to={BIRTH_DETAILS_HREF} className={`mt-3 inline-block ${LINK}`}>
        {t('ownJathagam.addTimeLink')}
      </Link>
    </section>
  );
}
