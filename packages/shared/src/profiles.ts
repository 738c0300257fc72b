/**
 * What other members' profiles carry in our answers: the preferences a match score counts, and
 * an interest's states. The answers themselves (result cards, the full details, interests) are
 * described in schemas/search.ts, schemas/profile-details.ts and schemas/interests.ts.
 */

/**
 * The preferences a match score counts, in the order the card lists them. Only those the member
 * set (not 'No Preference') count; an unknown value in the profile is not met.
 */
export const MATCH_PREFERENCES = [
  'age',
  'religion',
  'caste',
  // Several stars, or those compatible with the member's own (docs/decisions/0066).
  'stars',
  'height',
  'weight',
  'marital_status',
  'job_type',
  // The income floor, against the salary read as a monthly amount (docs/decisions/0066).
  'income',
  'dosam',
  // The Tamil biodata's (docs/design.md, "The Tamil biodata").
  'education_level',
  'diet',
  'smoking',
  'drinking',
  'physical_status',
  'family_values',
  'residence',
] as const;
export type MatchPreference = (typeof MATCH_PREFERENCES)[number];

/** An interest's states (specification section 4): Requested, then Accepted or Rejected, which may swap. */
export const INTEREST_STATUSES = ['Requested', 'Accepted', 'Rejected'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];
