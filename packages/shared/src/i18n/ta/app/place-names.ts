import type { PLACE_NAME_TEXTS as EN } from '../../en/app/place-names.js';
import { TAMIL_PLACE_ROWS } from '../../place-names.data.js';

/** Tamil: the towns of the location lists by their Tamil names (see en/app/place-names.ts). */
export const PLACE_NAME_TEXTS: typeof EN = Object.fromEntries(
  TAMIL_PLACE_ROWS.filter(([country]) => country === 'IN').map(([, state, name, ta]) => [`city.${state}.${name}`, ta]),
);
