/** English: the birth chart calculator's field messages. All ours. */
export const JATHAGAM_TEXTS = {
  'jathagam.dateInvalid': 'Please give the date of birth as a real date between 1900 and 2100.', // ours
  'jathagam.timeInvalid': 'Please give the time of birth as hours and minutes, for example 06:45 or 18:30.', // ours
  'jathagam.placeRequired': 'Please choose the place of birth from the list.', // ours
  'jathagam.placeUnknown': 'We could not find this place. Please choose the place of birth from the list again.', // ours
  'jathagam.coordinatesInvalid': 'Please give a latitude between -90 and 90 and a longitude between -180 and 180.', // ours
  'jathagam.timezoneInvalid': 'Please choose the time zone of the place from the list of time zones.', // ours
} as const;
