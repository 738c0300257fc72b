import type { Raasi, Star } from '@inai/shared';
import { computeChart, localToUtc } from '../../lib/jathagam/index.js';
import { papaSamyam } from '../../lib/jathagam/papa-samyam.js';
import { PLACES } from '../../lib/places/places.js';
import type { BirthDetailsTable } from '../../db/schema.js';

export type DemoBirth = Omit<BirthDetailsTable, 'user_id' | 'updated_at'>;

/** The listed place of a demo member's town (the demo towns are all in the list). */
function placeOf(state: string, city: string) {
  const found = PLACES.find(({ place }) => place.country === 'India' && place.state === state && place.name === city);
  if (!found) throw new Error(`No listed place for the demo town ${city}, ${state}`);
  return found.place;
}

/**
 * Birth details for a demo member born in their own town at `time`: the star and raasi are the
 * chart's, as for a member who gives them, so a demo profile shows a chart and right poruthams.
 */
export function demoBirth(
  dob: string,
  time: string,
  state: string,
  city: string,
): { birth: DemoBirth; star: Star; raasi: Raasi } {
  const { id, latitude, longitude, timezone } = placeOf(state, city);
  const chart = computeChart({ utc: localToUtc(dob, time, timezone), latitude, longitude });
  return {
    birth: {
      birth_time: time,
      place_id: id,
      latitude,
      longitude,
      timezone,
      // As a member's save keeps them, for Matches' "charts agree" (docs/decisions/0079).
      chart_chevvai: chart.chevvai_dosham.present ? 1 : 0,
      chart_papa: papaSamyam(chart).total,
    },
    star: chart.moon_star,
    raasi: chart.moon_raasi,
  };
}
