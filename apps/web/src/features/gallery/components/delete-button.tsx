import { Trash2 } from 'lucide-react';
import { useI18n } from '../../../lib/i18n';

/** The round delete icon of a gallery card. */
export function DeleteButton({ fileName, disabled, onClick }: { fileName: string; disabled: boolean; onClick(): void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('gallery.delete', { fileName })}
      className="shrink-0 rounded-full bg-white/95 p-2 text-red-700 hover:bg-white"
      disabled={disabled}
      onClick={onClick}
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
}
