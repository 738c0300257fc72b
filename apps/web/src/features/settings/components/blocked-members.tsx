import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { failureMessage } from '../../../lib/api-errors';
import { chatApi } from '../../../lib/chat/chat-api';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** The members this member blocked (from a conversation or a profile), each with Unblock. */
export function BlockedMembers() {
  const { t, date } = useI18n();
  const list = useQuery({ queryKey: queryKeys.blocks(), queryFn: chatApi.blocks });
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
  const client = useQueryClient();
  const unblock = useMutation({
    mutationFn: () => chatApi.unblock(userId),
    onSuccess: () => notify.success(translate('chat.unblockDone', { name })),
    onError: (err) => notify.error(failureMessage(err, 'chat.unblockFailed', 'chat.unblockFailed')),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.blocks() });
      void client.invalidateQueries({ queryKey: queryKeys.chatAll() });
    },
  });
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
