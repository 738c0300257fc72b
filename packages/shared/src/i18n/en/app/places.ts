/** English: the place search (birth places for the jathagam). All ours. */
export const PLACES_TEXTS = {
  'places.queryTooShort': 'Please type at least {min} letters of the place.', // ours
  'places.queryTooLong': 'Please type at most {max} letters of the place.', // ours
} as const;
