import { UsersRound } from 'lucide-react';
import { PROFILE_CREATED_BY, type ProfileCreatedBy } from '@inai/shared';
import { useI18n } from '../lib/i18n';

const isKnown = (value: string | null | undefined): value is ProfileCreatedBy =>
  (PROFILE_CREATED_BY as readonly (string | null | undefined)[]).includes(value);

/** 'Profile created by: Parent' (ours), on profile details and the member's own profile; nothing when not said. */
export function ProfileCreatedBy({ value, className = '' }: { value: string | null | undefined; className?: string }) {
  const { t } = useI18n();
  if (!isKnown(value)) return null;
  return (
    <p className={`flex items-center gap-1.5 text-sm text-ink-soft ${className}`} data-testid="profile-created-by">
      <UsersRound className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 break-words">
        {t('shortlist.createdBy.shown', { who: t(`options.profileCreatedBy.${value}`) })}
      </span>
    </p>
  );
}
