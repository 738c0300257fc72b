import { messageRef, type JathagamAnswer, type JathagamInput } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import { computeChart, localToUtc } from '../../lib/jathagam/index.js';
import { birthPlaceOf } from '../../lib/places/places.js';

/** Where a birth took place; an id that is not listed is a field error. */
function birthPlace(place: JathagamInput['place']): { latitude: number; longitude: number; timezone: string } {
  const found = birthPlaceOf(place);
  if (!found) throw new AppError(400, 'invalid_input', { errors: { place: messageRef('jathagam.placeUnknown') } });
  return found;
}

/** The chart of a local birth time at a place (docs/design.md, "Birth chart"): the time is read in the place's own zone on that date. */
export function jathagamOf(input: JathagamInput): JathagamAnswer {
  const { latitude, longitude, timezone } = birthPlace(input.place);
  const utc = localToUtc(input.date, input.time, timezone);
  return { success: true, ...computeChart({ utc, latitude, longitude }) };
}
