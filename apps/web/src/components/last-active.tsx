import type { LastActiveBand } from '@inai/shared';
import { useI18n } from '../lib/i18n';

const TEXT = { today: 'lastActive.today', week: 'lastActive.week', month: 'lastActive.month' } as const;
/** The dot beside the words: brightest for today. */
const DOT = { today: 'bg-emerald-600', week: 'bg-emerald-400', month: 'bg-stone-400' } as const;

/**
 * When another member was last active: 'Active today', 'Active this week' or 'Active this month'
 * (docs/decisions/0052). Nothing when the server sent no band (older, hidden by the member, or
 * the viewer hides their own).
 */
export function LastActive({ band, className = '' }: { band: LastActiveBand | null | undefined; className?: string }) {
  const { t } = useI18n();
  if (!band) return null;
  return (
    <p className={`flex items-center gap-1.5 text-xs text-ink-soft ${className}`} data-testid="last-active">
      <span className={`size-2 shrink-0 rounded-full ${DOT[band]}`} aria-hidden="true" />
      {t(TEXT[band])}
    </p>
  );
}
