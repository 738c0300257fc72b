import { useId } from 'react';
import { Link } from 'react-router';
import { PLANNED_ROUTES } from '@inai/shared';
import { SwitchField } from '../../../components/switch-field';
import { useI18n } from '../../../lib/i18n';

/**
 * "Charts agree" on Matches (docs/decisions/0079): only the profiles whose birth chart agrees with
 * the member's, or those first. Both need the member's own birth time: without it the switches
 * are disabled and the line under them says why, with a link to where it is added.
 */
export function ChartsAgreeSwitches({
  only,
  first,
  hasBirthTime,
  busy,
  onChange,
}: {
  only: boolean;
  first: boolean;
  hasBirthTime: boolean;
  busy?: boolean;
  onChange: (next: { only: boolean; first: boolean }) => void;
}) {
  const { t } = useI18n();
  const reasonId = useId();
  const locked = hasBirthTime ? {} : { lockedBy: reasonId };
  return (
    <div className="divide-y divide-maroon-50 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-maroon-100">
      <SwitchField
        label={t('search.chartsAgreeOnly')}
        description={t('search.chartsAgreeHelp')}
        checked={only && hasBirthTime}
        onChange={(checked) => onChange({ only: checked, first })}
        busy={busy}
        {...locked}
      />
      <SwitchField
        label={t('search.chartsAgreeFirst')}
        description={t('search.chartsAgreeFirstHelp')}
        checked={first && hasBirthTime}
        onChange={(checked) => onChange({ only, first: checked })}
        busy={busy}
        {...locked}
      />
      {!hasBirthTime && (
        <p id={reasonId} className="py-4 text-sm text-ink-soft">
          {t('search.birthTimeFirst')}{' '}
          <Link to={`${PLANNED_ROUTES.editUserProfile}#religion-caste`} className="font-semibold text-maroon-700 hover:underline">
            {t('search.addBirthTime')}
          </Link>
        </p>
      )}
    </div>
  );
}
