import { Link } from 'react-router';
import { RotateCcw, SlidersHorizontal } from 'lucide-react';
import type { WidenField, WidenSuggestion } from '@inai/shared';
import { useI18n, type I18n } from '../lib/i18n';

/** A height in inches as feet and inches ('5 ft 8 in'). */
function heightText(t: I18n['t'], inches: number): string {
  return t('search.heightInches', { feet: Math.floor(inches / 12), inches: inches % 12 });
}

/** The preferences a suggestion widens, the one that shuts out the most first. */
const choicesOf = (widen: WidenSuggestion) => [widen.field, ...(widen.also ?? [])];

/** What the button says the widening does: 'Widen age to 25–35', 'Any caste', 'Show all stars', 'Widen religion, caste'. */
function changeText(t: I18n['t'], widen: WidenSuggestion): string {
  const { field, range } = widen;
  if (widen.also?.length)
    return t('search.widen.together', {
      fields: choicesOf(widen)
        .map((f) => t(`search.widened.${f}`))
        .join(', '),
    });
  if (field === 'age' && range) return t('search.widen.age', { min: range.min, max: range.max });
  if (field === 'height' && range)
    return t('search.widen.height', { from: heightText(t, range.min), to: heightText(t, range.max) });
  // Age or height without a range (a server that did not send one) still reads sensibly.
  if (field === 'age' || field === 'height') return t(`search.widened.${field}`);
  return t(`search.widen.${field}`);
}

/** Which preference shuts out the most profiles (or which do, together). */
export function shutsOutText(t: I18n['t'], widen: WidenSuggestion): string {
  if (widen.also?.length)
    return t('search.shutsOutTogether', {
      preferences: choicesOf(widen)
        .map((f) => t(`search.widened.${f}`))
        .join(', '),
    });
  if (widen.field === 'compatible_stars') return t('search.shutsOut.compatible_stars');
  return t('search.shutsOut', { preference: t(`search.widened.${widen.field}`) });
}

/**
 * When Matches (or today's matches) find nobody: which preference shuts out the most profiles,
 * and the widening that brings back the most, for one search only. 'compatible_stars' means
 * turning "Only compatible stars" off. On Matches the button widens at once (`onWiden`); elsewhere
 * it is a link to Matches so widened (`to`).
 */
export function WidenOffer({
  widen,
  intro,
  tail,
  busy,
  onWiden,
  to,
}: {
  widen: WidenSuggestion;
  /** The first sentence: that nobody meets every preference. */
  intro: string;
  /** The last: where the widening applies, and that the saved preferences stay. */
  tail: string;
  busy?: boolean;
  onWiden?: (widen: WidenSuggestion) => void;
  to?: string;
}) {
  const { t, number } = useI18n();
  const label = t('search.widenButton', {
    change: changeText(t, widen),
    more: t.plural('search.widenMore', widen.more, { more: number(widen.more) }),
  });
  const icon = <SlidersHorizontal className="size-4 shrink-0" aria-hidden="true" />;
  return (
    <div className="rounded-xl bg-cream p-4 text-center sm:p-6" data-testid="widen-offer">
      <p className="text-ink-soft">
        {intro} <strong className="font-semibold text-ink">{shutsOutText(t, widen)}</strong> {tail}
      </p>
      {to !== undefined ? (
        <Link to={to} className="btn-primary mt-4 max-w-full">
          {icon}
          {label}
        </Link>
      ) : (
        <button type="button" className="btn-primary mt-4 max-w-full" disabled={busy} onClick={() => onWiden?.(widen)}>
          {icon}
          {label}
        </button>
      )}
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
