import { useId, useRef, useState } from 'react';
import { countryLabel, PLACE_SEARCH, type Place } from '@inai/shared';
import { FieldError } from '../field-parts';
import { useI18n, type I18n } from '../../lib/i18n';
import { usePlaces } from '../../lib/api/places';

interface PlaceSearchProps {
  value: Place | null;
  onChange(place: Place | null): void;
  error?: string | undefined;
}

/**
 * A place's name as the reader reads it, with its state and country: in Tamil where we have
 * them (a town without a reviewed Tamil name, or a state abroad, keeps its English one).
 */
export function placeLabel(place: Place, { locale, label }: Pick<I18n, 'locale' | 'label'>): string {
  const tamil = locale === 'ta';
  const name = tamil && place.name_ta ? place.name_ta : place.name;
  const state = place.state && place.country === 'India' ? label('indianState', place.state) : place.state;
  return [name, state, countryLabel(locale, place.country)].filter(Boolean).join(', ');
}

/**
 * The place of birth: a search box that asks the server as the person types, and the matches as
 * a list of buttons (reachable with Tab, chosen with Enter or Space) under it.
 */
export function PlaceSearch({ value, onChange, error }: PlaceSearchProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [text, setText] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const listId = `${id}-list`;
  const places = usePlaces(value ? '' : text);
  const matches = places.data ?? [];
  const searching = !value && places.enabled;
  const listed = searching && matches.length > 0;

  return (
    <div className="min-w-0 sm:col-span-2">
      <label htmlFor={id} className="field-label">
        {t('jathagam.place')}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        className="field-input"
        autoComplete="off"
        value={value ? placeLabel(value, i18n) : text}
        maxLength={PLACE_SEARCH.queryMax}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        // Only while the list is there: an id that names nothing is an invalid reference.
        aria-controls={listed ? listId : undefined}
        onChange={(event) => {
          // Typing again after a choice starts a new search from what is typed.
          if (value) onChange(null);
          setText(event.target.value);
        }}
        onFocus={(event) => value && event.target.select()}
      />
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={hintId} className="min-w-0 text-xs text-ink-soft">
          {value
            ? t('jathagam.placeChosen', { place: placeLabel(value, i18n) })
            : t('jathagam.placeHint', { min: PLACE_SEARCH.queryMin })}
        </p>
        {value && (
          <button
            type="button"
            className="text-sm font-semibold text-maroon-700 hover:text-maroon-900"
            onClick={() => {
              onChange(null);
              setText('');
              input.current?.focus();
            }}
          >
            {t('jathagam.placeClear')}
          </button>
        )}
      </div>
      <FieldError id={errorId} error={error} />
      <div aria-live="polite" className="mt-2">
        {searching && places.isError && <p className="text-sm text-red-700">{t('jathagam.placeFailed')}</p>}
        {searching && places.isFetching && matches.length === 0 && (
          <p className="text-sm text-ink-soft">{t('jathagam.placeSearching')}</p>
        )}
        {searching && places.isSuccess && places.settled && !places.isFetching && matches.length === 0 && (
          <p className="text-sm text-ink-soft">{t('jathagam.placeNone')}</p>
        )}
      </div>
      {listed && (
        <ul
          id={listId}
          aria-label={t('jathagam.place')}
          className="mt-1 max-h-64 overflow-y-auto rounded-xl border border-maroon-100 bg-white"
        >
          {matches.map((place) => (
            <li key={place.id} className="border-b border-maroon-50 last:border-b-0">
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-maroon-50 focus-visible:bg-maroon-50"
                onClick={() => {
                  onChange(place);
                  setText('');
                }}
              >
                {placeLabel(place, i18n)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
