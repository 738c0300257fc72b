import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { PLANNED_ROUTES, ROUTES } from '@inai/shared';
import { useDailyPicks } from '../lib/api/daily-picks';
import { useMe } from '../lib/api/me';
import { useSendInterest } from '../lib/api/sent-interests';
import { useI18n } from '../lib/i18n';
import { matchesOptionsToParams, withWidening } from '../lib/search/matches-options';
import { MatchCard } from './match-card';
import { WidenOffer } from './widen-offer';

/** Where Settings keeps the switches of today's matches. */
export const TODAYS_MATCHES_SETTINGS = `${ROUTES.settings}#todays-matches`;

/**
 * 'Today's matches' (docs/decisions/0053): up to five profiles picked each morning by the
 * member's partner preferences, the same all day, on Matches' cards and under Matches' rules (a
 * member without a plan sees blurred pictures and no profile links; the server already sent
 * them so). When there are none it says why: no preferences yet, compatible stars without a star
 * of one's own, or no new profile today; then which preference shuts out the most, with a link to
 * Matches widened (docs/decisions/0063).
 */
export function TodaysMatches() {
  const { t } = useI18n();
  const titleId = useId();
  const { user } = useMe();
  const query = useDailyPicks();
  const interests = useSendInterest();
  const paying = user?.premium_user === 1;
  const answer = query.data;

  let content: ReactNode;
  if (query.isError) content = <Note>{t('dailyPicks.failed')}</Note>;
  else if (!answer)
    content = (
      <p role="status" className="py-4 text-center text-sm text-ink-soft">
        {t('dailyPicks.loading')}
      </p>
    );
  else if (answer.state === 'no_preferences')
    content = (
      <Note>
        {t('dailyPicks.noPreferences')}{' '}
        <Link to={PLANNED_ROUTES.partnerPreferences} className="font-semibold text-maroon-700 hover:underline">
          {t('dailyPicks.setPreferences')}
        </Link>
      </Note>
    );
  else if (answer.state === 'star_first')
    content = (
      <Note>
        {t('dailyPicks.starFirst')}{' '}
        <Link to={`${PLANNED_ROUTES.editUserProfile}#religion-caste`} className="font-semibold text-maroon-700 hover:underline">
          {t('profileDetails.addMyStar')}
        </Link>
      </Note>
    );
  else if (answer.data.length === 0 && answer.widen) {
    // The widening opens on Matches, as the member's own Matches would be widened.
    const options = withWidening({ compatible: user?.daily_picks_compatible === 1, widen: [] }, answer.widen);
    content = (
      <WidenOffer
        widen={answer.widen}
        intro={t('dailyPicks.noneMeetAll')}
        tail={t(answer.widen.also?.length ? 'dailyPicks.widenSeveral' : 'dailyPicks.widenOne')}
        to={`${ROUTES.matches}?${matchesOptionsToParams(options, 1).toString()}`}
      />
    );
  } else if (answer.data.length === 0) content = <Note>{t('dailyPicks.noneToday')}</Note>;
  else
    content = (
      <ul aria-labelledby={titleId} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {answer.data.map((card) => (
          <li key={card.user_id}>
            <MatchCard card={card} layout="grid" paying={paying} interests={interests} />
          </li>
        ))}
      </ul>
    );

  return (
    // Not a landmark: a region named 'Today's matches' would also answer to 'Matches', the list
    // beside it on /matches. Its heading names it, and so the list of its cards.
    <section
      aria-busy={query.isFetching}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gold-200 sm:p-6"
      data-testid="todays-matches"
    >
      <header className="mb-4 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 text-xl font-semibold text-maroon-800">
            <Sparkles className="size-5 shrink-0 text-gold-600" aria-hidden="true" />
            {t('dailyPicks.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('dailyPicks.intro')}</p>
        </div>
        <Link to={TODAYS_MATCHES_SETTINGS} className="text-sm font-semibold text-maroon-700 hover:underline">
          {t('dailyPicks.settingsLink')}
        </Link>
      </header>
      {content}
    </section>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-cream p-4 text-center text-sm text-ink-soft sm:p-6">{children}</p>;
}
