import { useId } from 'react';
import { Link } from 'react-router';
import { PLANNED_ROUTES, type PublicUser } from '@inai/shared';
import { AccountFlagSwitch } from '../../../components/account-flag-switch';
import { useI18n } from '../../../lib/i18n';

/**
 * Today's matches in Settings (docs/decisions/0053): their 7:00 e-mail (on by default; a mail's
 * one-click stop turns it off here too), and only compatible stars in the picks, which needs the
 * member's own star: without one, the switch cannot be turned on and the line under it says why.
 * A member who turned it on and later removed their star can still turn it off.
 */
export function DailyPicksSwitches({ user }: { user: PublicUser }) {
  const { t } = useI18n();
  const reasonId = useId();
  const hasStar = Boolean(user.user_details?.star);
  const locked = !hasStar && user.daily_picks_compatible !== 1;
  return (
    <div className="-my-4 divide-y divide-maroon-100">
      <AccountFlagSwitch user={user} field="notify_daily_picks" label="dailyPicks.mailSwitch" help="dailyPicks.mailSwitchHelp" />
      <div>
        <AccountFlagSwitch
          user={user}
          field="daily_picks_compatible"
          label="dailyPicks.compatibleSwitch"
          help="dailyPicks.compatibleSwitchHelp"
          {...(locked ? { lockedBy: reasonId } : {})}
        />
        {!hasStar && (
          <p id={reasonId} className="pb-4 text-sm text-ink-soft">
            {t('search.starFirst')}{' '}
            <Link to={PLANNED_ROUTES.editUserProfile} className="font-semibold text-maroon-700 hover:underline">
              {t('search.editMyProfile')}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
