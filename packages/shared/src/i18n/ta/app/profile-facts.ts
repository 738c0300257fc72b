import type { PROFILE_FACTS_TEXTS as EN } from '../../en/app/profile-facts.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: height, salary and experience with their units (see en/app/profile-facts.ts). */
export const PROFILE_FACTS_TEXTS: TextsOf<typeof EN> = {
  'fact.height.feetInches': '{feet} அடி {inches} அங்குலம்',
  'fact.height.feet': '{feet} அடி',
  'fact.height.below': '5 அடி அல்லது குறைவு',
  'fact.height.above': '7 அடி அல்லது அதிகம்',
  'fact.salary.month': 'மாதம் {amount}',
  'fact.experience.one': '{count} ஆண்டு',
  'fact.experience.other': '{count} ஆண்டுகள்',
  'profileDetails.experience': 'பணி அனுபவம்',
};
