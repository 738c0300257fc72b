import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { STARS } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';

/**
 * Several stars at once: a button that says how many are chosen and opens a group of
 * checkboxes. Native checkboxes keep it usable with a screen reader and a thumb at 375 px.
 */
export function StarPicker({ value, onChange }: { value: readonly string[]; onChange: (stars: string[]) => void }) {
  const { t, label } = useI18n();
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Escape or Done closes the list and puts the focus back on the button that opened it.
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const chosen = new Set(value);
  const toggle = (star: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(star);
    else next.delete(star);
    onChange(STARS.filter((s) => next.has(s)));
  };
  const summary = value.length ? t.plural('search.starsChosen', value.length) : t('search.anyStar');

  return (
    <div onKeyDown={open ? onKeyDown : undefined}>
      <span id={`${id}-label`} className="field-label">
        {t('search.star')}
      </span>
      <button
        ref={toggleRef}
        type="button"
        className="field-input flex items-center justify-between gap-2 text-left"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-summary`} className="min-w-0 truncate">
          {summary}
        </span>
        <ChevronDown className={`size-4 shrink-0 ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <fieldset id={`${id}-list`} hidden={!open} className="mt-2 rounded-lg p-2 ring-1 ring-maroon-100">
        <legend className="sr-only">{t('search.star')}</legend>
        <p className="px-1 pb-2 text-xs text-ink-soft">{t('search.starsHint')}</p>
        <div className="grid max-h-64 grid-cols-2 gap-x-2 gap-y-1 overflow-y-auto">
          {STARS.map((star) => (
            <label
              key={star}
              className="flex min-h-9 items-center gap-2 rounded px-1 text-sm break-words text-ink hover:bg-cream"
            >
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-maroon-700"
                checked={chosen.has(star)}
                onChange={(e) => toggle(star, e.target.checked)}
              />
              <span className="min-w-0">{label('star', star)}</span>
            </label>
          ))}
        </div>
        <div className="mt-2 flex flex-wrap justify-between gap-2">
          {/* Never disabled: the focus would drop out of the list the moment it clears. */}
          <button type="button" className="text-sm font-medium text-maroon-700 hover:underline" onClick={() => onChange([])}>
            {t('search.clearStars')}
          </button>
          <button type="button" className="text-sm font-semibold text-maroon-700 hover:underline" onClick={close}>
            {t('search.doneStars')}
          </button>
        </div>
      </fieldset>
    </div>
  );
}
