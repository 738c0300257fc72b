import { Users } from 'lucide-react';
import type { FamilyRelation } from '@inai/shared';
import { familyActText } from '../lib/family-words';
import { useI18n } from '../lib/i18n';

/**
 * "Sent by her mother" under an interest or a message: who of the family acted, as the server
 * says (`sent_by_relation`, `answered_by_relation`); nothing when the holder did.
 */
export function FamilyActNote({
  act,
  relation,
  gender,
  className = '',
}: {
  act: 'sentBy' | 'answeredBy';
  relation: FamilyRelation | null | undefined;
  gender: string | null | undefined;
  className?: string;
}) {
  const { t } = useI18n();
  const text = familyActText(t, act, relation, gender);
  if (!text) return null;
  return (
    <span className={`inline-flex items-center gap-1 text-xs text-ink-soft ${className}`} data-testid="family-act">
      <Users className="size-3 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}

/** "Managed with family": a small note on a card or a profile whose family helps manage it. */
export function ManagedWithFamily({ managed, className = '' }: { managed: boolean | undefined; className?: string }) {
  const { t } = useI18n();
  if (!managed) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-cream px-2 py-0.5 text-xs font-medium text-maroon-800 ring-1 ring-maroon-100 ${className}`}
      title={t('family.managedWithFamilyHelp')}
      data-testid="managed-with-family"
    >
      <Users className="size-3 shrink-0" aria-hidden="true" />
      {t('family.managedWithFamily')}
    </span>
  );
}
