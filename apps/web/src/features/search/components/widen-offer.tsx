import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import type { WidenField, WidenSuggestion } from '@inai/shared';
import { useI18n, type I18n } from '../../../lib/i18n';

/** A height in inches as feet and inches ('5 ft 8 in'). */
function heightText(t: I18n['t'], inches: number): string {
  return t('search.heightInches', { feet: Math.floor(inches / 12), inches: inches % 12 });
}

/** What the button says the widening does: 'Widen age to 25–35', 'Any caste', 'Show all stars'. */
function changeText(t: I18n['t'], widen: WidenSuggestion): string {
  const { field, range } = widen;
  if (field === 'age' && range) return t('search.widen.age', { min: range.min, max: range.max });
  if (field === 'height' && range)
    return t('search.widen.height', { from: heightText(t, range.min), to: heightText(t, range.max) });
  // Age or height without a range (a server that did not send one) still reads sensibly.
  if (field === 'age' || field === 'height') return t(`search.widened.${field}`);
  return t(`search.widen.${field}`);
}

/**
 * When Matches find nobody: the one widening that brings back the most profiles, for this search
 * only. 'compatible_stars' means turning "Only compatible stars" off.
 */
export function WidenOffer({
  widen,
  busy,
  onWiden,
}: {
  widen: WidenSuggestion;
  busy?: boolean;
  onWiden: (widen: WidenSuggestion) => void;
}) {
  const { t, number } = useI18n();
  return (
    <div className="rounded-xl bg-cream p-6 text-center">
      <p className="text-ink-soft">{t('search.widenIntro')}</p>
      <button type="button" className="btn-primary mt-4 max-w-full" disabled={busy} onClick={() => onWiden(widen)}>
        <SlidersHorizontal className="size-4 shrink-0" aria-hidden="true" />
        {t('search.widenButton', {
          change: changeText(t, widen),
          more: t.plural('search.widenMore', widen.more, { more: number(widen.more) }),
        })}
      </button>
    </div>
  );
}

/** Says which preferences this search widened, with the way back to the saved ones. */
export function WidenedNote({ fields, onReset }: { fields: readonly WidenField[]; onReset: () => void }) {
  const { t } = useI18n();
  if (fields.length === 0) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gold-100 p-4 ring-1 ring-gold-200"
    >
      <p className="min-w-0 text-sm font-medium break-words text-ink">
        {t('search.widened', { fields: fields.map((f) => t(`search.widened.${f}`)).join(', ') })}
      </p>
      <button type="button" className="btn-outline" onClick={onReset}>
        <RotateCcw className="size-4" aria-hidden="true" />
        {t('search.widenReset')}
      </button>
    </div>
  );
}
