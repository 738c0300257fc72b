import { PLANNED_ROUTES, ROUTES } from './routes.js';
import type { PublicUser } from './schemas/user.js';

type Own = Pick<
  PublicUser,
  | 'user_details'
  | 'user_profile_picture'
  | 'user_images'
  | 'user_horoscopes'
  | 'partner_preferences'
  | 'phone'
  | 'phone_verified'
  | 'birth_details'
>;

const editProfile = (section: string) => `${PLANNED_ROUTES.editUserProfile}#${section}`;
const said = (...values: unknown[]) => values.some((v) => v !== null && v !== undefined && v !== '');

/**
 * What is missing, in the order it raises a member's chances most. Without the basics (gender,
 * date of birth, place) no search finds them at all; a photo is what families open first; the
 * preferences feed Matches and the daily picks; the star decides porutham, which most Tamil
 * families check before anything else; then what families read on details (religion, family, job
 * and education), the trust marks, and the rest. A member without any mobile number is asked for
 * one right after the basics. The checks are the member's own object only, so
 * the list changes the moment a section is saved.
 */
const STEPS = [
  {
    key: 'basics',
    href: editProfile('basic-info'),
    missing: (u) => !u.user_details?.gender || !u.user_details.dob || !u.user_details.state,
  },
  // No number at all (another account verified the one typed here: docs/decisions/0055): families
  // have no way to call, so it comes right after what makes the profile found.
  { key: 'addMobile', href: `${ROUTES.settings}#mobile`, missing: (u) => !u.phone },
  { key: 'photo', href: PLANNED_ROUTES.userProfile, missing: (u) => !u.user_profile_picture },
  { key: 'preferences', href: PLANNED_ROUTES.partnerPreferences, missing: (u) => !u.partner_preferences?.gender },
  { key: 'star', href: editProfile('religion-caste'), missing: (u) => !u.user_details?.star },
  {
    key: 'religion',
    href: editProfile('religion-caste'),
    missing: (u) => !u.user_details?.religion || !u.user_details.caste,
  },
  {
    key: 'family',
    href: editProfile('family'),
    missing: (u) =>
      !said(
        u.user_details?.fathers_occupation,
        u.user_details?.mothers_occupation,
        u.user_details?.family_type,
        u.user_details?.family_status,
        u.user_details?.family_values,
        u.user_details?.native_place,
      ),
  },
  {
    key: 'education',
    href: editProfile('job-education'),
    missing: (u) => !said(u.user_details?.job_type, u.user_details?.degree, u.user_details?.education_level),
  },
  { key: 'mobile', href: `${ROUTES.settings}#mobile`, missing: (u) => Boolean(u.phone) && u.phone_verified !== true },
  { key: 'about', href: editProfile('basic-info'), missing: (u) => !u.user_details?.about?.trim() },
  // A saved birth time draws the member's own jathagam on the horoscope page: nothing to upload then.
  {
    key: 'horoscope',
    href: PLANNED_ROUTES.userHoroscope,
    missing: (u) => u.user_horoscopes.length === 0 && !u.birth_details?.time,
  },
  {
    key: 'lifestyle',
    href: editProfile('lifestyle'),
    missing: (u) => !said(u.user_details?.diet, u.user_details?.smoking, u.user_details?.drinking),
  },
  { key: 'morePhotos', href: PLANNED_ROUTES.userProfile, missing: (u) => u.user_images.length < 3 },
] as const satisfies readonly { key: string; href: string; missing: (u: Own) => boolean }[];

export type NextStepKey = (typeof STEPS)[number]['key'];

/** One thing a member has not added yet, and where it is added. */
export interface NextStep {
  key: NextStepKey;
  href: string;
}

/** Everything still missing, most useful first; the 'What to add next' card shows the first three. */
export function nextSteps(user: Own): NextStep[] {
  return STEPS.filter((step) => step.missing(user)).map(({ key, href }) => ({ key, href }));
}
