import type { JathagamInput, Place, PublicUser } from '@inai/shared';

/** A place of birth saved by its position rather than from the list. */
export interface BirthCoordinates {
  latitude: number;
  longitude: number;
  timezone: string;
}

/** The member's own saved birth: the date of birth, the time if saved, and the place. */
export interface OwnBirth {
  date: string;
  /** Null when only the place is saved: the star then comes from the date alone. */
  time: string | null;
  /** The listed place, or null when it was saved by its position. */
  place: Place | null;
  /** Where the chart is drawn for: the position as saved, even for a listed place. */
  coordinates: BirthCoordinates;
}

/**
 * What the member's own answer says of her birth (docs/design.md, "Birth chart"): null without a
 * date of birth or a saved place. Only the member's own view (her sessions and her family's
 * co-managers') carries it, never another member's.
 */
export function ownBirthOf(user: PublicUser | undefined): OwnBirth | null {
  const saved = user?.birth_details;
  const date = user?.user_details?.dob ?? user?.dob;
  if (!saved || !date) return null;
  const { latitude, longitude, timezone } = saved;
  return { date, time: saved.time, place: saved.place, coordinates: { latitude, longitude, timezone } };
}

/**
 * The chart calculator's input for the saved birth, when it has a time. The saved position is
 * sent rather than the place's id: the profile keeps a listed place's coordinates as saved, so a
 * chart drawn from them is the very chart the star and raasi were worked out from, even after the
 * bundled place list moves a town (docs/decisions/0047-birth-details-on-the-profile.md).
 */
export function ownChartInput(birth: OwnBirth | null): JathagamInput | null {
  if (!birth?.time) return null;
  return { date: birth.date, time: birth.time, place: birth.coordinates };
}
