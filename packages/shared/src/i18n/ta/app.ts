import type { APP as EN } from '../en/app.js';
import type { TextsOf } from '../keys.js';
import { ACCOUNT } from './app/account.js';
import { CHAT_TEXTS } from './app/chat.js';
import { CALLS_TEXTS } from './app/calls.js';
import { INTERESTS_TEXTS } from './app/interests.js';
import { MEMBER } from './app/member.js';
import { OPTIONS } from './app/options.js';
import { BIODATA_TEXTS } from './app/biodata.js';
import { BIODATA_SHEET_TEXTS } from './app/biodata-sheet.js';
import { BIODATA_FORM_TEXTS } from './app/biodata-form.js';
import { BIODATA_SEARCH_TEXTS } from './app/biodata-search.js';
import { PARTNER_PREFERENCE_TEXTS } from './app/partner-preferences.js';
import { PLANS_TEXTS } from './app/plans.js';
import { PORUTHAM_TEXTS } from './app/porutham.js';
import { PLACES_TEXTS } from './app/places.js';
import { PLACE_NAME_TEXTS } from './app/place-names.js';
import { JATHAGAM_TEXTS } from './app/jathagam.js';
import { PORUTHAM_COMPARE_TEXTS } from './app/porutham-compare.js';
import { PORUTHAM_CHARTS_TEXTS } from './app/porutham-charts.js';
import { BIRTH_DETAILS_TEXTS } from './app/birth-details.js';
import { MOBILE_TEXTS } from './app/mobile.js';
import { MOBILE_SIGN_IN_TEXTS } from './app/mobile-sign-in.js';
import { MOBILE_SAFETY_TEXTS } from './app/mobile-safety.js';
import { NEXT_STEPS_TEXTS } from './app/next-steps.js';
import { OWN_JATHAGAM_TEXTS } from './app/own-jathagam.js';
import { SHORTLIST_TEXTS } from './app/shortlist.js';
import { SAVED_SEARCHES_TEXTS } from './app/saved-searches.js';
import { LAST_ACTIVE_TEXTS } from './app/last-active.js';
import { STREET_ADDRESS_TEXTS } from './app/street-address.js';
import { OWN_PROFILE_TEXTS } from './app/own-profile.js';
import { PROFILE_FACTS_TEXTS } from './app/profile-facts.js';
import { REPORTS_TEXTS } from './app/reports.js';
import { ADMIN_TEXTS } from './app/admin.js';
import { PRIVACY_RIGHTS_TEXTS } from './app/privacy-rights.js';
import { ID_VERIFICATION_TEXTS } from './app/id-verification.js';
import { MODERATION_TEXTS } from './app/moderation.js';
import { ADMIN_OPS_TEXTS } from './app/admin-ops.js';
import { SEARCH } from './app/search.js';
import { SERVER } from './app/server.js';
import { SITE_PAGES } from './app/site.js';
import { INSTALLABLE_APP_TEXTS } from './app/installable-app.js';
import { DAILY_PICKS_TEXTS } from './app/daily-picks.js';
import { INTEREST_PAIR_TEXTS } from './app/interest-pairs.js';
import { FAMILY_TEXTS } from './app/family.js';
import { FAMILY_SCREEN_TEXTS } from './app/family-screens.js';
import { FAMILY_HANDOVER_TEXTS } from './app/family-handover.js';

/** Tamil texts of every screen beyond the first page, and the server's messages (see en/app.ts). */
export const APP: TextsOf<typeof EN> = {
  ...ACCOUNT,
  ...MEMBER,
  ...SEARCH,
  ...SITE_PAGES,
  ...INSTALLABLE_APP_TEXTS,
  ...PLANS_TEXTS,
  ...INTERESTS_TEXTS,
  ...CHAT_TEXTS,
  ...CALLS_TEXTS,
  ...PORUTHAM_TEXTS,
  ...PLACES_TEXTS,
  ...PLACE_NAME_TEXTS,
  ...JATHAGAM_TEXTS,
  ...PORUTHAM_COMPARE_TEXTS,
  ...PORUTHAM_CHARTS_TEXTS,
  ...BIRTH_DETAILS_TEXTS,
  ...MOBILE_TEXTS,
  ...MOBILE_SIGN_IN_TEXTS,
  ...MOBILE_SAFETY_TEXTS,
  ...NEXT_STEPS_TEXTS,
  ...OWN_JATHAGAM_TEXTS,
  ...SHORTLIST_TEXTS,
  ...SAVED_SEARCHES_TEXTS,
  ...LAST_ACTIVE_TEXTS,
  ...STREET_ADDRESS_TEXTS,
  ...OWN_PROFILE_TEXTS,
  ...PROFILE_FACTS_TEXTS,
  ...REPORTS_TEXTS,
  ...ADMIN_TEXTS,
  ...PRIVACY_RIGHTS_TEXTS,
  ...ID_VERIFICATION_TEXTS,
  ...MODERATION_TEXTS,
  ...ADMIN_OPS_TEXTS,
  ...OPTIONS,
  ...BIODATA_TEXTS,
  ...BIODATA_SHEET_TEXTS,
  ...BIODATA_FORM_TEXTS,
  ...BIODATA_SEARCH_TEXTS,
  ...PARTNER_PREFERENCE_TEXTS,
  ...SERVER,
  ...DAILY_PICKS_TEXTS,
  ...INTEREST_PAIR_TEXTS,
  ...FAMILY_TEXTS,
  ...FAMILY_SCREEN_TEXTS,
  ...FAMILY_HANDOVER_TEXTS,
};
