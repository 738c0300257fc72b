import { Users } from 'lucide-react';
import type { Acting, PublicUser } from '@inai/shared';
import { actingLine } from '../lib/family-words';
import { useMe } from '../lib/api/me';
import { useSwitchProfile } from '../lib/api/family-switch';
import { useI18n } from '../lib/i18n';

/**
 * For a co-manager, under the header: whose profile they act for and as whom, and, when their
 * login manages more than one, a switch between them (docs/decisions/0073-family-co-managers.md).
 * The holder sees nothing.
 */
export function ActingBanner() {
  const { user } = useMe();
  const acting = user?.acting;
  if (!user || acting?.kind !== 'manager') return null;
  return <Banner user={user} acting={acting} />;
}

function Banner({ user, acting }: { user: PublicUser; acting: Acting }) {
  const { t } = useI18n();
  const switchTo = useSwitchProfile();
  const profiles = acting.profiles ?? [];
  return (
    <div role="status" className="border-b border-gold-200 bg-gold-100 text-sm text-maroon-900" data-testid="acting-banner">
      <div className="container-page flex flex-wrap items-center justify-between gap-2 py-2">
        <p className="flex min-w-0 items-start gap-2">
          <Users className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words">{actingLine(t, user, acting)}</span>
        </p>
        {profiles.length > 1 && (
          <label className="flex min-w-0 flex-wrap items-center gap-x-2">
            <span>{t('family.acting.switch')}</span>
            <select
              className="max-w-full min-w-0 rounded-lg border border-maroon-200 bg-white px-2 py-1"
              value={user.id}
              disabled={switchTo.isPending}
              onChange={(event) => switchTo.mutate(Number(event.target.value))}
            >
              {profiles.map((profile) => (
                <option key={profile.id} value={profile.id}>
                  {profile.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
    </div>
  );
}
