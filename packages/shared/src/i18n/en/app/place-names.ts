import { TAMIL_PLACE_ROWS } from '../../place-names.data.js';

/** A town of an Indian state's list, as the catalogue keys its name: `city.<state>.<town>`. */
export type CityKey = `city.${string}`;

/**
 * English: the towns of the location lists that have a Tamil name (place-names.data.ts), each
 * under its stored value's key, so that a town's label is looked up the way an option's is.
 */
export const PLACE_NAME_TEXTS: Readonly<Record<CityKey, string>> = Object.fromEntries(
  TAMIL_PLACE_ROWS.filter(([country]) => country === 'IN').map(([, state, name]) => [`city.${state}.${name}`, name]),
);
