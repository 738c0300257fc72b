import type { CardPorutham, DetailsPorutham } from './porutham/types.js';
import type { WidenField } from './schemas/search.js';
import type { Flag, UserDetails } from './user.js';

/**
 * What other members' profiles look like in our answers: result cards (search, loggedInSearch),
 * the full details (getUserDetails) and sent interests. The server builds them, the screens
 * read them; both take the shapes from here.
 */

/** A result card (specification section 3, Match / search result profile, plus what the card shows). */
export interface ProfileCard {
  user_id: number;
  name: string;
  gender: string | null;
  /** Null when there is no photo, or the member locked their photos. */
  profile_picture: string | null;
  /** The picture is the server-blurred copy (a viewer without a plan). */
  picture_blurred: boolean;
  photos_locked: boolean;
  degree: string | null;
  job_type: string | null;
  age: number | null;
  height: string | null;
  city: string | null;
  state: string | null;
  /** Issue 14: an operator approved a government ID of this member (the 'ID verified' badge). Always sent by the server. */
  id_verified?: boolean;
  /** Matches only: how many of the member's preferences this profile meets, and which. */
  match?: MatchScore;
  /** Matches only: the porutham count with the member's star; null when either star is unknown. */
  porutham?: CardPorutham | null;
}

/**
 * The preferences a match score counts (issue 13, point 6), in the order the card lists them.
 * Only those the member set (not 'No Preference') count; an unknown value in the profile is not met.
 */
export const MATCH_PREFERENCES = ['age', 'religion', 'caste', 'height', 'weight', 'marital_status', 'job_type', 'dosam'] as const;
export type MatchPreference = (typeof MATCH_PREFERENCES)[number];

export interface MatchScore {
  met: number;
  /** The number of preferences the member set. */
  total: number;
  items: { key: MatchPreference; met: boolean }[];
}

/**
 * When Matches find nobody: the widening that brings back the most profiles (issue 13, point 7).
 * `range` is the widened age (years) or height (inches) for the button's text.
 */
export interface WidenSuggestion {
  field: WidenField | 'compatible_stars';
  more: number;
  range?: { min: number; max: number };
}

/** One page of results (DESIGN.md §3). */
export interface SearchPage {
  success: true;
  data: ProfileCard[];
  total: number;
  page: number;
  pageSize: number;
  /** loggedInSearch only, when it found nobody: null when no widening would help. */
  widen?: WidenSuggestion | null;
}

export interface OtherImage {
  id: number;
  image_id: number;
  file_path: string;
  thumbnail: string;
  file_name: string;
}

export interface OtherHoroscope {
  id: number;
  horoscope_premium_path: string;
  thumbnail: string;
  file_name: string;
}

/**
 * Another member's profile as a paying viewer may see it. What the owner hides or the viewer's
 * plan does not include is absent; the flags say why.
 */
export interface OtherMember {
  id: number;
  name: string;
  /** Absent when the viewer's plan has no contact details. */
  email?: string;
  /** Absent when the member hides their phone number, or the viewer's plan has no contact details. */
  phone?: string;
  phone_hidden: boolean;
  /** Who created the profile (ours, issue 14): one of PROFILE_CREATED_BY, or null when not said. */
  profile_created_by: string | null;
  /** Issue 14: an operator approved a government ID of this member (the 'ID verified' badge). Always sent by the server. */
  id_verified?: boolean;
  user_details: Partial<UserDetails> | null;
  user_profile_picture: string | null;
  photos_locked: boolean;
  /** Absent when photos are locked. */
  user_images?: OtherImage[];
  horoscopes_locked: boolean;
  /** The viewer's plan does not include horoscopes (Silver). */
  horoscopes_need_upgrade: boolean;
  /** Absent when locked or not in the viewer's plan. */
  user_horoscopes?: OtherHoroscope[];
}

/** getUserDetails: the member, and how many profiles the viewer has opened this month (limit null: unlimited). */
export interface ProfileDetailsAnswer {
  success: true;
  user: OtherMember;
  views: { used: number; limit: number | null };
  /** Absent when the viewer and the member are not a bride and a groom (same or unknown gender). */
  porutham?: DetailsPorutham;
}

/** An interest the member sent (specification section 3, Interest). */
export interface InterestItem {
  id: number;
  /** The sender. */
  user_id: number;
  /** The recipient. */
  partner_id: number;
  status: InterestStatus;
  requested_on: string;
  /** When the recipient last answered; null while Requested. */
  updated_on: string | null;
  /** The other member (the recipient in the sent list, the sender in the incoming list) from here on. */
  name: string;
  gender: string | null;
  city: string | null;
  state: string | null;
  age: number | null;
  job: string | null;
  /** Follows the search rule: blurred without a plan, none when that member's photos are hidden from the viewer. */
  user_profile_picture: string | null;
  /** 1 when the other member has an active plan (the card's 'Premium User' badge). */
  premium_user: Flag;
}

/** An interest's states (specification section 4): Requested, then Accepted or Rejected, which may swap. */
export const INTEREST_STATUSES = ['Requested', 'Accepted', 'Rejected'] as const;
export type InterestStatus = (typeof INTEREST_STATUSES)[number];

/** Kept for the sent list's callers. */
export type SentInterest = InterestItem;

/** GET /api/getSentInterests/{userId} and GET /api/getIncomingInterests/{userId} (DESIGN.md §3). */
export interface InterestListAnswer {
  success: true;
  data: InterestItem[];
}

/** POST /api/updateInterest and POST /api/withdrawInterest. */
export interface InterestChangeAnswer {
  success: true;
  message: string;
  /** The interest as now stored; absent after a withdrawal (the interest is gone). */
  interest?: InterestItem;
}
