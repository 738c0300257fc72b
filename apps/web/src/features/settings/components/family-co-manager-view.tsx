import { Check, X } from 'lucide-react';
import { FAMILY_PERMISSIONS, type Acting, type PublicUser } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { FamilyTakeOver } from './family-take-over';
import { FamilyOwnMail } from './family-own-mail';

/**
 * A co-manager's own view of Settings → Family: whose profile, as whom, what they may do, and
 * whether the profile's mails come to them.
 */
export function CoManagerView({ user, acting }: { user: PublicUser; acting: Acting }) {
  const { t } = useI18n();
  return (
    <div className="max-w-2xl space-y-4 text-sm">
      <p className="text-ink" data-testid="family-managed">
        {t('family.managed.intro', {
          name: user.name,
          relation: acting.relation ? t(`family.relation.${acting.relation}`) : '',
        })}
      </p>
      <div>
        <h3 className="font-semibold text-maroon-800">{t('family.managed.may')}</h3>
        <ul className="mt-2 space-y-1">
          {FAMILY_PERMISSIONS.map((permission) => {
            const allowed = acting.permissions?.[permission] === true;
            return (
              <li key={permission} className="flex items-start gap-2">
                {allowed ? (
                  <Check className="mt-0.5 size-4 shrink-0 text-leaf" aria-hidden="true" />
                ) : (
                  <X className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
                )}
                <span className="min-w-0 break-words">
                  {t(`family.perm.${permission}`)}
                  <span className="sr-only">: {allowed ? t('family.managed.yes') : t('family.managed.no')}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="text-ink-soft">{t('family.managed.ask')}</p>
      {acting.relation === 'Candidate' && <FamilyTakeOver acting={acting} />}
      <FamilyOwnMail />
    </div>
  );
}
