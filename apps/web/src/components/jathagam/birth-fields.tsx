import type { ReactNode } from 'react';
import type { JathagamInput, Place } from '@inai/shared';
import { ApiError } from '../../lib/api-client';
import { useI18n } from '../../lib/i18n';
import { TextField } from '../text-field';
import { PlaceSearch } from './place-search';

/** A birth as a form holds it: the place is the one chosen from the search's list. */
export interface BirthValue {
  date: string;
  time: string;
  place: Place | null;
}

export const EMPTY_BIRTH: BirthValue = { date: '', time: '', place: null };

export type BirthField = 'date' | 'time' | 'place';
export type BirthErrors = Partial<Record<BirthField, string>>;

/** Date, time and place all given: what POST /api/jathagam needs. */
export function birthComplete(birth: BirthValue): boolean {
  return birth.date !== '' && birth.time !== '' && birth.place !== null;
}

/** The birth as POST /api/jathagam (and each side of POST /api/porutham/charts) takes it. */
export function birthInput(birth: BirthValue): JathagamInput {
  return { date: birth.date, time: birth.time, place: { id: birth.place?.id ?? '' } };
}

/**
 * The server's field messages by the form's fields (a place's own parts count as the place).
 * `side` reads one side of a two-birth call ('bride.date' → date).
 */
export function birthFieldErrors(err: unknown, side?: 'bride' | 'groom'): BirthErrors {
  if (!(err instanceof ApiError)) return {};
  const errors: BirthErrors = {};
  for (const [path, message] of Object.entries(err.errors)) {
    const parts = path.split('.');
    if (side && parts.shift() !== side) continue;
    const field = parts[0];
    if (field === 'date' || field === 'time' || field === 'place') errors[field] ??= message;
  }
  return errors;
}

/**
 * The date, time and place of one birth, as the chart calculator asks for them; the porutham
 * calculator asks for two, each in its own fieldset. `placeField` stands in for the place search
 * (a member's birthplace saved by its position, until she clears it).
 */
export function BirthFields({
  value,
  onChange,
  errors = {},
  placeField,
}: {
  value: BirthValue;
  onChange(next: BirthValue): void;
  errors?: BirthErrors;
  placeField?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('jathagam.date')}
        type="date"
        required
        min="1900-01-01"
        max="2100-12-31"
        value={value.date}
        onChange={(event) => onChange({ ...value, date: event.target.value })}
        error={errors.date}
      />
      <TextField
        label={t('jathagam.time')}
        type="time"
        required
        value={value.time}
        onChange={(event) => onChange({ ...value, time: event.target.value })}
        error={errors.time}
      />
      {placeField ?? <PlaceSearch value={value.place} onChange={(place) => onChange({ ...value, place })} error={errors.place} />}
    </>
  );
}
