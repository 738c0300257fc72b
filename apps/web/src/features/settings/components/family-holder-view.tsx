import { FAMILY_LIMITS } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useFamily } from '../api/family';
import { FamilyInvitationRow } from './family-invitation-row';
import { FamilyInviteForm } from './family-invite-form';
import { FamilyManagerRow } from './family-manager-row';

/** The holder's Settings → Family: the co-managers, the open invitations, and a new invitation. */
export function HolderFamily() {
  const { t } = useI18n();
  const family = useFamily(true);
  const managers = family.data?.managers ?? [];
  const invitations = family.data?.invitations ?? [];
  // The server counts the same ceilings; saying so here spares a form that cannot succeed.
  const fullReason =
    managers.length >= FAMILY_LIMITS.managers
      ? t('family.full', { max: FAMILY_LIMITS.managers })
      : invitations.length >= FAMILY_LIMITS.openInvitations
        ? t('family.invitationsFull', { max: FAMILY_LIMITS.openInvitations })
        : undefined;
  return (
    <div className="max-w-2xl space-y-6">
      <div className="space-y-2 text-sm text-ink-soft">
        <p>{t('family.card.intro')}</p>
        <p>{t('family.card.readAlways')}</p>
      </div>
      {family.isPending ? (
        <Spinner tone="dark" />
      ) : family.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {failureMessage(family.error, 'family.card.loadFailed', 'family.card.loadFailed')}
        </p>
      ) : (
        <>
          <section aria-labelledby="family-managers">
            <h3 id="family-managers" className="font-semibold text-maroon-800">
              {t('family.card.managers')}
            </h3>
            {managers.length === 0 ? (
              <p className="mt-2 text-sm text-ink-soft">{t('family.card.none')}</p>
            ) : (
              <ul className="mt-2 space-y-3">
                {managers.map((manager) => (
                  <FamilyManagerRow key={manager.id} manager={manager} />
                ))}
              </ul>
            )}
          </section>
          {invitations.length > 0 && (
            <section aria-labelledby="family-invitations">
              <h3 id="family-invitations" className="font-semibold text-maroon-800">
                {t('family.invitations')}
              </h3>
              <ul className="mt-2 space-y-3">
                {invitations.map((invitation) => (
                  <FamilyInvitationRow key={invitation.id} invitation={invitation} />
                ))}
              </ul>
            </section>
          )}
          <FamilyInviteForm fullReason={fullReason} />
        </>
      )}
    </div>
  );
}
