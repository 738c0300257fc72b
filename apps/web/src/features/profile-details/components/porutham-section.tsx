import { Link } from 'react-router';
import { PLANNED_ROUTES, poruthamReportPath, raasiNamed, type DetailsPoruthamCharts, type StarChoice } from '@inai/shared';
import { ChevvaiComparison } from '../../../components/chevvai-comparison';
import { ChartsComparison } from '../../../components/jathagam/charts-comparison';
import { PoruthamSummary } from '../../../components/porutham-summary';
import { useI18n } from '../../../lib/i18n';
import { DetailSection, LockedNote } from './detail-list';

/**
 * The porutham of the viewer and the member: the ten results when both stars are known, with
 * chevvai dosham beside them, otherwise whose star is missing and, for the viewer's own, where
 * to add it. When both charts are known and the viewer may see horoscopes, the two charts
 * compared follow the ten (never the other's birth time: the server does not send it), with the
 * way to the printed report.
 */
export function PoruthamSection({ porutham, name, userId }: { porutham: DetailsPoruthamCharts; name: string; userId: number }) {
  const { t, label } = useI18n();
  const star = (choice: StarChoice) =>
    choice.raasi
      ? t('birth.starAndRaasi', { star: label('star', choice.star), raasi: raasiNamed(t, choice.raasi) })
      : label('star', choice.star);

  if (porutham.state === 'ready') {
    // The summary is a card of its own: it takes the section's heading, so the page shows one card.
    return (
      <div role="region" aria-labelledby="section-porutham">
        <PoruthamSummary
          result={porutham.result}
          heading={
            <>
              <h2 id="section-porutham" className="mb-4 text-xl font-semibold text-maroon-800">
                {t('profileDetails.porutham')}
              </h2>
              <dl className="mb-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-ink-soft">{t('profileDetails.brideStar')}</dt>
                  <dd className="font-medium break-words text-ink">{star(porutham.bride)}</dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-ink-soft">{t('profileDetails.groomStar')}</dt>
                  <dd className="font-medium break-words text-ink">{star(porutham.groom)}</dd>
                </div>
              </dl>
            </>
          }
        >
          {porutham.chevvai && (
            <ChevvaiComparison
              bride={porutham.chevvai.bride}
              groom={porutham.chevvai.groom}
              agreement={porutham.chevvai.agreement}
              sources={{ bride: porutham.chevvai.bride_source, groom: porutham.chevvai.groom_source }}
            />
          )}
        </PoruthamSummary>
        {porutham.charts && (
          <div className="mt-6 rounded-2xl border border-maroon-100 bg-white p-4 shadow-sm sm:p-6">
            <ChartsComparison
              comparison={porutham.charts}
              heading={t('poruthamCompare.resultHeading')}
              level={3}
              shownAbove
              actions={
                <Link to={poruthamReportPath(userId)} className="btn-outline" data-testid="porutham-report-link">
                  {t('poruthamCompare.print')}
                </Link>
              }
            />
          </div>
        )}
      </div>
    );
  }
  return (
    <DetailSection id="porutham" title={t('profileDetails.porutham')}>
      {porutham.state === 'viewer_star_missing' ? (
        <LockedNote>
          {t('profileDetails.viewerStarMissing')}{' '}
          <Link to={PLANNED_ROUTES.editUserProfile} className="font-semibold text-maroon-700 hover:underline">
            {t('profileDetails.addMyStar')}
          </Link>
        </LockedNote>
      ) : (
        <LockedNote>{t('profileDetails.memberStarMissing', { name })}</LockedNote>
      )}
    </DetailSection>
  );
}
