/**
 * English: the Tamil biodata in search and Matches (docs/design.md, "The Tamil biodata"): the filter panel's diet,
 * physical status, residence and education filters, what a card shows, and the match score's
 * and the widening's words for the new preferences. All ours.
 */
export const BIODATA_SEARCH_TEXTS = {
  // The filter panel.
  'search.diet': 'Diet',
  'search.dietsHint': 'Tick one or more diets; leave all unticked for any diet.',
  'search.physicalStatus': 'Physical status',
  'search.residenceCountry': 'Lives in',
  'search.residenceIndia': 'India',
  'search.residenceAbroad': 'Abroad (any country)',
  'search.educationLevel': 'Education (this or higher)',

  // The match score's preferences, and widening them when Matches find nobody.
  'search.preference.education_level': 'Education',
  'search.preference.diet': 'Diet',
  'search.preference.smoking': 'No smoking',
  'search.preference.drinking': 'No drinking',
  'search.preference.physical_status': 'Physical status',
  'search.preference.family_values': 'Family values',
  'search.preference.residence': 'Where they live',
  'search.widen.education_level': 'Any education',
  'search.widen.diet': 'Any diet',
  'search.widen.smoking': 'Smoking allowed',
  'search.widen.drinking': 'Drinking allowed',
  'search.widen.physical_status': 'Any physical status',
  'search.widen.residence': 'India or abroad',
  'search.widened.education_level': 'education',
  'search.widened.diet': 'diet',
  'search.widened.smoking': 'smoking',
  'search.widened.drinking': 'drinking',
  'search.widened.physical_status': 'physical status',
  'search.widened.residence': 'where they live',
} as const;
