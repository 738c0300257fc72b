import { useId, useState } from 'react';
import { Check, ChevronDown, CircleCheck, Sparkles, X } from 'lucide-react';
import type { ProfileCard } from '@inai/shared';
import { useI18n } from '../lib/i18n';

/**
 * A Matches card's reasons: how many of the member's preferences the profile meets, with a
 * "Why?" that lists each one on demand, the porutham count when both stars are known, and
 * "Charts agree" when both birth charts are known and agree (docs/decisions/0079). Nothing is
 * said of charts that do not agree, nor of a missing one.
 */
export function MatchScore({ card }: { card: Pick<ProfileCard, 'name' | 'match' | 'porutham' | 'charts_agree'> }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { match, porutham } = card;
  const chartsAgree = card.charts_agree === true;
  if (!match && !porutham && !chartsAgree) return null;

  return (
    <div className="mt-3 space-y-1.5 text-sm">
      {match && match.total > 0 && (
        <div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium text-ink">{t('search.score', { met: match.met, total: match.total })}</span>
            <button
              type="button"
              className="inline-flex items-center gap-0.5 font-semibold text-maroon-700 hover:underline"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((o) => !o)}
            >
              {t('search.scoreWhy')}
              {/* Turned without an animation: a chevron caught mid-turn sticks out of a narrow button. */}
              <ChevronDown className={`size-3.5 ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
            </button>
          </div>
          <ul id={listId} hidden={!open} aria-label={t('search.scoreList', { name: card.name })} className="mt-1.5 space-y-0.5">
            {match.items.map(({ key, met }) => {
              const preference = t(`search.preference.${key}`);
              return (
                <li key={key} className={`flex items-center gap-1.5 ${met ? 'text-leaf' : 'text-ink-soft'}`}>
                  {met ? (
                    <Check className="size-4 shrink-0" aria-hidden="true" />
                  ) : (
                    <X className="size-4 shrink-0" aria-hidden="true" />
                  )}
                  {met ? t('search.preferenceMet', { preference }) : t('search.preferenceNotMet', { preference })}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {porutham && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Sparkles className="size-4 shrink-0 text-gold-600" aria-hidden="true" />
          <span className="font-medium text-ink">{t('search.poruthamCount', { matched: porutham.matched })}</span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
              porutham.compatible ? 'bg-leaf/10 text-leaf' : 'bg-maroon-50 text-maroon-700'
            }`}
          >
            {porutham.compatible ? t('search.compatible') : t('search.notCompatible')}
          </span>
        </p>
      )}
      {chartsAgree && (
        <p className="flex items-center gap-2 font-medium text-leaf">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {t('search.chartsAgree')}
        </p>
      )}
    </div>
  );
}
