import type { PLACES_TEXTS as EN } from '../../en/app/places.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the place search (see en/app/places.ts). */
export const PLACES_TEXTS: TextsOf<typeof EN> = {
  'places.queryTooShort': 'ஊரின் பெயரில் குறைந்தது {min} எழுத்துகளைத் தட்டச்சு செய்யவும்.',
  'places.queryTooLong': 'ஊரின் பெயரில் அதிகபட்சம் {max} எழுத்துகளைத் தட்டச்சு செய்யவும்.',
};
