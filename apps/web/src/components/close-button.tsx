import { X } from 'lucide-react';
import { useI18n } from '../lib/i18n';

/** The ✕ in a dialog's corner: a named button, so a screen reader says what it does. */
export function CloseButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={`shrink-0 rounded-lg p-1 text-ink-soft hover:bg-maroon-50 ${className}`}
      aria-label={t('generic.close')}
      onClick={onClick}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
