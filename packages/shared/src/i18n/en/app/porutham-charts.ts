/** English: the comparison of two birth charts (docs/design.md, "Porutham of two charts"). All ours. */
export const PORUTHAM_CHARTS_TEXTS = {
  // The plain summary's lines (CHARTS_SUMMARY_CODES), in the order shown.
  'poruthamCharts.summary.stars_compatible': 'Their stars match in Rajju and Vedhai, the two poruthams that decide.', // ours
  'poruthamCharts.summary.stars_not_compatible':
    'Their stars do not match in Rajju or Vedhai, the two poruthams that decide, so the stars are not compatible.', // ours
  'poruthamCharts.summary.chevvai_both': 'Both have chevvai dosham, so it is the same on both sides.', // ours
  'poruthamCharts.summary.chevvai_neither': 'Neither has chevvai dosham.', // ours
  'poruthamCharts.summary.chevvai_bride_only':
    'Only the bride has chevvai dosham. Families who follow this rule look for a groom who has it too.', // ours
  'poruthamCharts.summary.chevvai_groom_only':
    'Only the groom has chevvai dosham. Families who follow this rule look for a bride who has it too.', // ours
  'poruthamCharts.summary.papa_balanced':
    "Papa samyam is balanced: the weight of the malefic planets in the bride's chart ({bride}) is not more than in the groom's ({groom}).", // ours
  'poruthamCharts.summary.papa_unbalanced':
    "Papa samyam is not balanced: the weight of the malefic planets in the bride's chart ({bride}) is more than in the groom's ({groom}).", // ours
  'poruthamCharts.summary.dasa_sandhi_none':
    'In the next ten years, the two do not begin a new major dasa within six months of each other.', // ours
  'poruthamCharts.summary.dasa_sandhi_found':
    'In the next ten years, both begin a new major dasa within six months of each other (dasa sandhi). Astrologers look at these times closely.', // ours
  'poruthamCharts.tradition':
    "We count papa samyam as South Indian astrology software commonly does: the Sun, Mars, Saturn and Rahu in the 1st, 2nd, 4th, 7th, 8th or 12th house count 1 from the lagnam, ½ from the Moon and ¼ from Venus, and the bride's total should not be more than the groom's.", // ours

  // Field messages of POST /api/porutham/charts, naming whose birth they are about.
  'poruthamCharts.errors.bride.required': "Please give the bride's date, time and place of birth.", // ours
  'poruthamCharts.errors.bride.dateInvalid': "Please give the bride's date of birth as a real date between 1900 and 2100.", // ours
  'poruthamCharts.errors.bride.timeInvalid':
    "Please give the bride's time of birth as hours and minutes, for example 06:45 or 18:30.", // ours
  'poruthamCharts.errors.bride.placeRequired': "Please choose the bride's place of birth from the list.", // ours
  'poruthamCharts.errors.bride.placeUnknown':
    "We could not find the bride's place of birth. Please choose it from the list again.", // ours
  'poruthamCharts.errors.bride.coordinatesInvalid':
    "For the bride's place of birth, please give a latitude between -90 and 90 and a longitude between -180 and 180.", // ours
  'poruthamCharts.errors.bride.timezoneInvalid':
    "Please choose the time zone of the bride's place of birth from the list of time zones.", // ours
  'poruthamCharts.errors.groom.required': "Please give the groom's date, time and place of birth.", // ours
  'poruthamCharts.errors.groom.dateInvalid': "Please give the groom's date of birth as a real date between 1900 and 2100.", // ours
  'poruthamCharts.errors.groom.timeInvalid':
    "Please give the groom's time of birth as hours and minutes, for example 06:45 or 18:30.", // ours
  'poruthamCharts.errors.groom.placeRequired': "Please choose the groom's place of birth from the list.", // ours
  'poruthamCharts.errors.groom.placeUnknown':
    "We could not find the groom's place of birth. Please choose it from the list again.", // ours
  'poruthamCharts.errors.groom.coordinatesInvalid':
    "For the groom's place of birth, please give a latitude between -90 and 90 and a longitude between -180 and 180.", // ours
  'poruthamCharts.errors.groom.timezoneInvalid':
    "Please choose the time zone of the groom's place of birth from the list of time zones.", // ours
} as const;
