/**
 * English: a profile's height, salary and experience with their units, as details, cards and the
 * biodata show them (i18n/profile-facts.ts). All ours.
 */
export const PROFILE_FACTS_TEXTS = {
  'fact.height.feetInches': '{feet} ft {inches} in', // ours
  'fact.height.feet': '{feet} ft', // ours
  'fact.height.below': '5 ft or shorter', // ours
  'fact.height.above': '7 ft or taller', // ours
  'fact.salary.month': '{amount} a month', // ours
  'fact.experience.one': '{count} year', // ours
  'fact.experience.other': '{count} years', // ours
  'profileDetails.experience': 'Experience', // ours, for the specification's 'Position' (total_experience)
} as const;
