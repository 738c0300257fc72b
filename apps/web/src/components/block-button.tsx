import { useState } from 'react';
import { Ban } from 'lucide-react';
import { useBlock } from '../lib/api/blocks';
import { useI18n } from '../lib/i18n';
import { Spinner } from './spinner';

/** Block, after the member confirmed; then the page closes and the member goes to `then`. */
export function BlockButton({ userId, name, then }: { userId: number; name: string; then: string }) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const block = useBlock(userId, name, then);
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
