import type { CoreKey } from './i18n/keys.js';

// No zod here: the home page reads these, and must not pull the schema library into its bundle.

/**
 * Every limit that both the web and the server apply, defined once (docs/architecture.md, "Where each kind of rule lives"). The server
 * enforces them; the web reads the same numbers to say so before a request is wasted.
 */
export const LIMITS = {
  /** Photos per member (specification section 9). */
  photos: 6,
  /** Horoscope images per member. */
  horoscopes: 3,
  /** Each uploaded file must be under 10,000,000 bytes, i.e. at most this many. */
  maxFileBytes: 9_999_999,
  /** Decoding more pixels than this is refused (a "decompression bomb"). */
  maxImagePixels: 40_000_000,
  /** A search or Matches call's page when it names none (specification section 9). */
  pageSize: 4,
  /**
   * Cards a page on the search and Matches screens. The specification says 4; ten fill a
   * phone's scroll and a wide screen's rows without a page turn every few cards (docs/decisions/0063).
   */
  cardsPerPage: 10,
  /** The most profiles one search page may ask for. */
  maxPageSize: 24,
  /** Deeper pages are refused: nobody reads 10,000 pages, and a crawler should not. */
  maxPage: 10_000,
  /** Minimum password length (specification section 9). */
  passwordMin: 6,
  passwordMax: 128,
  /** OTP digits and the resend cooldown (specification section 9). */
  otpLength: 6,
  otpResendSeconds: 30,
} as const;

/** The search fields the filter panel checks, in the order it checks them (specification section 5). */
export const REQUIRED_SEARCH_FIELDS = ['gender', 'age', 'religion'] as const;
export type RequiredSearchField = (typeof REQUIRED_SEARCH_FIELDS)[number];

/** What each required search field says when it is missing (specification section 8, Search). */
export const REQUIRED_SEARCH_MESSAGES = {
  gender: 'search.genderRequired',
  age: 'search.ageRequired',
  religion: 'search.religionRequired',
} as const satisfies Record<RequiredSearchField, CoreKey>;

/** The first required search field left unchosen, in the order the filter panel checks them. */
export function firstMissingSearchField(values: Partial<Record<RequiredSearchField, string>>): RequiredSearchField | undefined {
  return REQUIRED_SEARCH_FIELDS.find((field) => !values[field]);
}

/** The place search (GET /api/places): letters a query needs and may have, and places it answers. */
export const PLACE_SEARCH = {
  queryMin: 2,
  queryMax: 60,
  maxResults: 20,
} as const;
