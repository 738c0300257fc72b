import type { ReactNode } from 'react';
import { formatDateTime, formatMobile, type ModerationMember } from '@inai/shared';
import { MobileVerifiedBadge } from '../../../components/mobile-verified-badge';
import { useI18n } from '../../../lib/i18n';
import { useSignals } from '../api/signals';
import { LoadFailed } from './load-failed';

/**
 * The console's Signals tab: five lists of patterns fake profiles leave.
 * Nothing is acted on here; each member is named with their e-mail and id, to find in the Members tab.
 */
export function SignalsTab() {
  const { t, number, locale } = useI18n();
  const signals = useSignals();
  if (signals.isError && !signals.data) return <LoadFailed retry={() => void signals.refetch()} />;
  if (!signals.data) return <div className="h-24 animate-pulse rounded-xl bg-white" aria-hidden="true" />;
  const { thresholds: T, addresses, same_photos, shared_numbers, reported, interest_bursts } = signals.data;

  return (
    <div className="space-y-5">
      <p className="max-w-3xl text-sm text-ink-soft">{t('moderation.signals.intro')}</p>

      <Section
        id="signal-addresses"
        title={t('moderation.signals.addresses')}
        hint={t('moderation.signals.addressesHint', { count: T.accountsPerAddress })}
        count={addresses.length}
      >
        {addresses.map((a) => (
          <li key={a.address} className="py-3">
            <p className="font-mono text-sm font-semibold break-all text-ink">
              {a.address} · {t.plural('moderation.signals.accounts', a.count)}
            </p>
            <Members members={a.accounts} />
          </li>
        ))}
      </Section>

      <Section
        id="signal-photos"
        title={t('moderation.signals.samePhotos')}
        hint={t('moderation.signals.samePhotosHint', { count: T.accountsPerPhoto })}
        count={same_photos.length}
      >
        {same_photos.map((group) => (
          <li key={group.hash} className="py-3">
            <p className="text-sm font-semibold text-ink">{t.plural('moderation.signals.accounts', group.count)}</p>
            <ul className="mt-2 flex flex-wrap gap-3">
              {group.photos.map((p) => (
                <li key={p.id} className="w-28 text-xs">
                  <img
                    src={p.thumbnail}
                    alt={t('moderation.signals.photoOf', { name: p.member.name })}
                    className="aspect-square w-28 rounded-xl object-cover"
                  />
                  <MemberLine member={p.member} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Section>

      <Section
        id="signal-numbers"
        title={t('moderation.signals.sharedNumbers')}
        hint={t('moderation.signals.sharedNumbersHint', { count: T.accountsPerNumber })}
        count={shared_numbers.length}
      >
        {shared_numbers.map((n) => (
          <li key={n.phone} className="py-3">
            <p className="font-mono text-sm font-semibold text-ink">
              {formatMobile(n.phone)} · {t.plural('moderation.signals.accounts', n.count)}
            </p>
            <ul className="mt-1 space-y-1 text-sm">
              {n.accounts.map((a) => (
                <li key={a.id} className="flex flex-wrap items-center gap-x-2">
                  <MemberLine member={a} />
                  {a.phone_verified && <MobileVerifiedBadge />}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </Section>

      <Section
        id="signal-reported"
        title={t('moderation.signals.reported')}
        hint={t('moderation.signals.reportedHint', { count: T.distinctReporters })}
        count={reported.length}
      >
        {reported.map((r) => (
          <li key={r.member.id} className="py-3 text-sm">
            <MemberLine member={r.member} />
            <p className="text-ink-soft">
              {t('moderation.signals.reporters', { reporters: number(r.reporters), open: number(r.open_reports) })}
            </p>
          </li>
        ))}
      </Section>

      <Section
        id="signal-interests"
        title={t('moderation.signals.interests')}
        hint={t('moderation.signals.interestsHint', { count: T.interestsPerHour, days: T.interestDays })}
        count={interest_bursts.length}
      >
        {interest_bursts.map((b) => (
          <li key={b.member.id} className="py-3 text-sm">
            <MemberLine member={b.member} />
            <p className="text-ink-soft">
              {t('moderation.signals.burst', { count: number(b.most), time: formatDateTime(b.hour, locale) })}
            </p>
          </li>
        ))}
      </Section>
    </div>
  );
}

function Section({
  id,
  title,
  hint,
  count,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  count: number;
  children: ReactNode;
}) {
  const { t, number } = useI18n();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-maroon-100" data-testid={id}>
      <h2 id={id} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-maroon-800">
        {title}
        <span className="rounded-full bg-maroon-50 px-2 text-sm text-maroon-800">{number(count)}</span>
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{hint}</p>
      {count === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('moderation.signals.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-maroon-100">{children}</ul>
      )}
    </section>
  );
}

function Members({ members }: { members: ModerationMember[] }) {
  return (
    <ul className="mt-1 space-y-1 text-sm">
      {members.map((m) => (
        <li key={m.id}>
          <MemberLine member={m} />
        </li>
      ))}
    </ul>
  );
}

/** A member as the Members tab finds them: name, e-mail and id (it searches all three). */
function MemberLine({ member }: { member: ModerationMember }) {
  const { t } = useI18n();
  return (
    <p className="break-words text-ink">
      <span className="font-semibold">{member.name}</span>{' '}
      <span className="text-ink-soft">
        · {member.email} · {t('moderation.photos.memberId', { id: String(member.id) })}
      </span>
      {member.suspended && (
        <span className="ml-1 rounded-full bg-gold-100 px-2 text-xs text-ink">{t('moderation.photos.suspended')}</span>
      )}
    </p>
  );
}
