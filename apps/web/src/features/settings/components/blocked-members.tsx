import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useBlockedMembers, useUnblock } from '../api/blocked-members';

/** The members this member blocked (from a conversation or a profile), each with Unblock. */
export function BlockedMembers() {
  const { t, date } = useI18n();
  const list = useBlockedMembers();
  if (list.isPending) return <Spinner tone="dark" />;
  if (list.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failureMessage(list.error, 'chat.blockedFailed', 'chat.blockedFailed')}
      </p>
    );
  if (list.data.data.length === 0) return <p className="text-sm text-ink-soft">{t('chat.blockedEmpty')}</p>;
  return (
    <ul className="-my-3 divide-y divide-maroon-100">
      {list.data.data.map((b) => (
        <li key={b.user_id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span className="min-w-0">
            <span className="block truncate font-medium text-ink">{b.name}</span>
            <span className="block text-xs text-ink-soft">{t('chat.blockedOn', { date: date(b.blocked_at) })}</span>
          </span>
          <UnblockButton userId={b.user_id} name={b.name} />
        </li>
      ))}
    </ul>
  );
}

function UnblockButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useI18n();
  const unblock = useUnblock(userId, name);
  return (
    <button
      type="button"
      className="btn-outline px-3 py-1.5 text-sm"
      aria-label={t('chat.unblockName', { name })}
      disabled={unblock.isPending}
      aria-busy={unblock.isPending || undefined}
      onClick={() => unblock.mutate()}
    >
      {unblock.isPending && <Spinner tone="dark" />}
      {t('chat.unblock')}
    </button>
  );
}
