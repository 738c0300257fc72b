import { useState } from 'react';
import { Ban } from 'lucide-react';
import { Spinner } from '../../../components/spinner';
import { useI18n } from '../../../lib/i18n';
import { useBlock } from '../hooks/use-conversation';

/** Block, after the member confirmed; then the conversation closes. */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const block = useBlock(userId, name);
  if (!asking)
    return (
      <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setAsking(true)}>
        <Ban className="size-4" aria-hidden="true" />
        {t('chat.block')}
      </button>
    );
  return (
    <div role="group" aria-label={t('chat.block')} className="flex w-full flex-wrap items-center gap-2 rounded-xl bg-cream p-3">
      <p className="w-full text-sm font-medium text-ink">{t('chat.blockConfirm', { name })}</p>
      <button
        type="button"
        className="btn-primary px-4 py-2"
        disabled={block.isPending}
        aria-busy={block.isPending || undefined}
        onClick={() => block.mutate(undefined, { onError: () => setAsking(false) })}
      >
        {block.isPending && <Spinner />}
        {t('chat.blockYes')}
      </button>
      <button
        type="button"
        className="btn-outline px-4 py-2"
        disabled={block.isPending}
        autoFocus
        onClick={() => setAsking(false)}
      >
        {t('chat.blockNo')}
      </button>
    </div>
  );
}
