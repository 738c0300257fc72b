import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Place } from '@inai/shared';
import { FieldError } from '../../../components/field-parts';
import { PlaceSearch } from '../../../components/jathagam/place-search';
import { TextField } from '../../../components/text-field';
import { useI18n } from '../../../lib/i18n';

/** A place of birth saved by its position rather than from the list. */
export interface BirthCoordinates {
  latitude: number;
  longitude: number;
  timezone: string;
}

interface BirthDetailsFieldsProps {
  place: Place | null;
  coordinates: BirthCoordinates | null;
  onPlace(place: Place | null): void;
  onClearCoordinates(): void;
  time: UseFormRegisterReturn<'birth_time'>;
  errors: { place?: string | undefined; time?: string | undefined; coordinates?: string | undefined };
  /** No date of birth saved yet: the birth details cannot be read without it. */
  dateMissing: boolean;
}

/**
 * The religion section's Birth details (docs/design.md, "Birth chart"): the place from the bundled list (or the
 * coordinates it was saved by) and the time, which the star and raasi are worked out from.
 */
export function BirthDetailsFields({
  place,
  coordinates,
  onPlace,
  onClearCoordinates,
  time,
  errors,
  dateMissing,
}: BirthDetailsFieldsProps) {
  const { t } = useI18n();
  const ids = useId();
  return (
    <fieldset
      className="min-w-0 space-y-4 rounded-xl border border-maroon-100 p-4 sm:col-span-2"
      aria-describedby={`${ids}-private`}
    >
      <legend className="px-1 text-base font-semibold text-maroon-800">{t('birth.group')}</legend>
      <p id={`${ids}-private`} className="text-sm text-ink-soft">
        {t('birth.private')}
      </p>
      {dateMissing && (
        <p role="note" className="rounded-xl bg-gold-100 p-3 text-sm text-maroon-900">
          {t('birth.dateFirst')}
        </p>
      )}
      {coordinates && (
        <div data-testid="birth-coordinates">
          <p className="text-sm">
            {t('birth.coordinates', {
              // As saved, not rounded to the language's number format.
              latitude: String(coordinates.latitude),
              longitude: String(coordinates.longitude),
              timezone: coordinates.timezone,
            })}
          </p>
          <button
            type="button"
            className="mt-1 text-sm font-semibold text-maroon-700 hover:text-maroon-900"
            onClick={onClearCoordinates}
          >
            {t('jathagam.placeClear')}
          </button>
          <FieldError id={`${ids}-coordinates-error`} error={errors.coordinates} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PlaceSearch value={place} onChange={onPlace} error={errors.place} />
        <TextField type="time" label={t('birth.timeLabel')} hint={t('birth.timeHint')} error={errors.time} {...time} />
      </div>
    </fieldset>
  );
}
