import { useId } from 'react';
import { Link } from 'react-router';
import { PLANNED_ROUTES } from '@inai/shared';
import { SwitchField } from '../../../components/switch-field';
import { useI18n } from '../../../lib/i18n';

/**
 * "Only compatible stars" on Matches and in the filter panel. It needs the member's own star: without one the switch is
 * disabled and the line under it says why, with the way to add it.
 */
export function CompatibleStarsSwitch({
  checked,
  hasStar,
  busy,
  onChange,
}: {
  checked: boolean;
  hasStar: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  return (
    <div className="rounded-2xl bg-white px-4 shadow-sm ring-1 ring-maroon-100">
      <SwitchField
        label={t('search.compatibleStars')}
        description={t('search.compatibleStarsHelp')}
        checked={checked && hasStar}
        onChange={onChange}
        busy={busy}
        {...(hasStar ? {} : { lockedBy: reasonId })}
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
  );
}
