import { useId, useState } from 'react';
import { PLACE_SEARCH, type Place } from '@inai/shared';
import { FieldError } from '../field-parts';
import { useI18n } from '../../lib/i18n';
import { usePlaces } from '../../lib/api/places';

interface PlaceSearchProps {
  value: Place | null;
  onChange(place: Place | null): void;
  error?: string | undefined;
}

/** A place's name as the reader reads it, with its state and country. */
export function placeLabel(place: Place, locale: string): string {
  const name = locale === 'ta' && place.name_ta ? place.name_ta : place.name;
  return [name, place.state, place.country].filter(Boolean).join(', ');
}

/**
 * The place of birth: a search box that asks the server as the person types, and the matches as
 * a list of buttons (reachable with Tab, chosen with Enter or Space) under it.
 */
export function PlaceSearch({ value, onChange, error }: PlaceSearchProps) {
  const { t, locale } = useI18n();
  const [text, setText] = useState('');
  const id = useId();
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
        id={id}
        type="search"
        className="field-input"
        autoComplete="off"
        value={value ? placeLabel(value, locale) : text}
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
      <p id={hintId} className="mt-1 text-xs text-ink-soft">
        {value
          ? t('jathagam.placeChosen', { place: placeLabel(value, locale) })
          : t('jathagam.placeHint', { min: PLACE_SEARCH.queryMin })}
      </p>
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
                {placeLabel(place, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
