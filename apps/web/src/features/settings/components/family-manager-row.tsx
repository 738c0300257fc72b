import { useState } from 'react';
import { UserMinus } from 'lucide-react';
import { FAMILY_PERMISSIONS, type FamilyManager } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { SwitchField } from '../../../components/switch-field';
import { useI18n } from '../../../lib/i18n';
import { useRemoveManager, useSetPermissions } from '../api/family';
import { FamilyHandoverOffer } from './family-handover-offer';

/**
 * A co-manager: name, relation and address, what they may do as switches that save at once, and
 * Remove after a confirmation in place (no dialog on a small phone).
 */
export function FamilyManagerRow({ manager }: { manager: FamilyManager }) {
  const { t, date } = useI18n();
  const save = useSetPermissions();
  return (
    <li className="rounded-xl bg-cream p-3 ring-1 ring-maroon-100" data-testid="family-manager" aria-label={manager.name}>
      <p className="font-semibold break-words text-ink">
        {manager.name} {/* A former holder's login is named by their relation (docs/decisions/0075): said once is enough. */}
        {manager.name !== t(`family.relation.${manager.relation}`) && (
          <span className="font-normal text-ink-soft">({t(`family.relation.${manager.relation}`)})</span>
        )}
      </p>
      <p className="text-sm break-all text-ink-soft">{manager.email}</p>
      <p className="text-xs text-ink-soft">{t('family.card.joined', { date: date(manager.joined_at) })}</p>
      <div className="divide-y divide-maroon-100">
        {FAMILY_PERMISSIONS.map((permission) => {
          const pending = save.isPending && save.variables.permissions[permission] !== undefined;
          return (
            <SwitchField
              key={permission}
              label={t(`family.perm.${permission}`)}
              description={t(`family.perm.${permission}Help`)}
              checked={pending ? save.variables.permissions[permission]! : manager.permissions[permission]}
              busy={pending}
              onChange={(on) => save.mutate({ id: manager.id, permissions: { [permission]: on } })}
            />
          );
        })}
      </div>
      <div className="space-y-2">
        {manager.relation === 'Candidate' && <FamilyHandoverOffer manager={manager} />}
        <RemoveManager manager={manager} />
      </div>
    </li>
  );
}

function RemoveManager({ manager }: { manager: FamilyManager }) {
  const { t } = useI18n();
  const remove = useRemoveManager();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="btn border border-red-700 px-3 py-1.5 text-red-700 hover:bg-red-50"
        onClick={() => setAsking(true)}
      >
        <UserMinus className="size-4" aria-hidden="true" />
        {t('family.remove')}
      </button>
    );
  return (
    <div role="group" aria-label={t('family.remove')} className="flex flex-wrap items-center gap-2 rounded-xl bg-white p-3">
      <p className="w-full text-sm font-medium text-ink">{t('family.removeConfirm', { name: manager.name })}</p>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        onClick={() => remove.mutate(manager.id, { onError: () => setAsking(false) })}
      >
        {remove.isPending && <Spinner />}
        {t('family.removeYes')}
      </button>
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={remove.isPending}
        autoFocus
        onClick={() => setAsking(false)}
      >
        {t('family.removeNo')}
      </button>
    </div>
  );
}
