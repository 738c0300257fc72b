/**
 * English: partner preferences as ranges and lists (docs/decisions/0066): the age range, the
 * castes and stars to choose from, the income floor, their messages, and how they read in the
 * biodata and the match score. All ours.
 */
export const PARTNER_PREFERENCE_TEXTS = {
  'partnerPreferences.ageFrom': 'Age from',
  'partnerPreferences.ageTo': 'Age to',
  'partnerPreferences.agePick': 'Select age',
  'partnerPreferences.ageBetween': 'Choose an age between {min} and {max}',
  'partnerPreferences.ageBothNeeded': 'Choose both the lowest and the highest age',
  'partnerPreferences.ageMinAboveMax': 'The lowest age cannot be more than the highest age',
  'partnerPreferences.ageRange': '{min} to {max} years',
  'partnerPreferences.castes': 'Castes',
  'partnerPreferences.castesHint': 'Tick one or more castes, or No Preference.',
  'partnerPreferences.castesPick': 'Select castes',
  'partnerPreferences.chooseCastes': 'Choose castes from the list',
  'partnerPreferences.stars': 'Stars',
  'partnerPreferences.starsHint':
    'Tick the stars you accept. “Compatible with my star” adds every star that passes Rajju and Vedhai with yours.',
  'partnerPreferences.starsPick': 'Any star',
  'partnerPreferences.chooseStars': 'Choose stars from the list',
  'partnerPreferences.compatibleStar': 'Compatible with my star',
  'partnerPreferences.compatibleNeedsStar': 'Save your own star in Edit profile to choose this.',
  'partnerPreferences.chosenCount.one': '{count} chosen',
  'partnerPreferences.chosenCount.other': '{count} chosen',
  'partnerPreferences.incomeFloor': 'Monthly income at least (₹)',
  'partnerPreferences.incomeFloorHint': 'Leave it empty for no preference. Profiles whose salary cannot be read are still shown.',
  'partnerPreferences.incomeFloorInvalid': 'Enter a monthly income in whole rupees, up to 1,00,00,000',
  'partnerPreferences.incomeAtLeast': 'At least {amount} a month',

  // The match score's preferences, and widening them when Matches find nobody.
  'search.preference.stars': 'Star',
  'search.preference.income': 'Income',
  'search.widen.stars': 'Any star',
  'search.widen.income': 'Any income',
  'search.widened.stars': 'star',
  'search.widened.income': 'income',
} as const;
