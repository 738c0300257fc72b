import {
  COMPATIBLE_STARS,
  dietPreferenceToStored,
  listPreferenceToStored,
  messageRef,
  partnerPreferenceValues,
  PROFILE_SECTIONS,
  profileSectionOf,
  type Raasi,
  type Star,
} from '@inai/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { partnerPreferencesSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import type { ActedBy } from '../entitlements/family.policy.js';
import { recordActivity } from '../family-acts/family-activity.service.js';
import { listCities, listStates } from '../locations/locations.service.js';
import { setProfileCreatedBy } from '../users/users.repository.js';
import type { Database } from '../../db/schema.js';
import { deleteBirthDetails, findBirthDetails, saveBirthDetails, saveChartAgreement } from './birth-details.repository.js';
import { birthValuesOf, chartAgreementOf, readBirth, starsFrom } from './birth-details.service.js';
import { findDetails, saveDetails, savePreferences, type DetailsChanges, type DetailsRow } from './profile.repository.js';

/** The caller may name themselves in `user_id` (the specification's client does); nobody else. */
export function assertOwnProfile(callerId: number, userId: number | undefined): void {
  if (userId !== undefined && userId !== callerId) throw new AppError(403, 'not_your_profile');
}

/** State and city must be ones the location lists offer; the city must be in the chosen state. */
function assertKnownPlace(state: string, city: string): void {
  const known = listStates('India').states.find((s) => s.name === state);
  if (!known) throw new AppError(400, 'unknown_state', { errors: { state: messageRef('profile.unknownState') } });
  if (!listCities('India', known.name).includes(city))
    throw new AppError(400, 'unknown_city', { errors: { city: messageRef('profile.unknownCity') } });
}

/**
 * updateProfile: saves one section (which one is read from the fields sent), validated with the
 * form's own schema. E-mail, phone and name are not changed here; the age is derived from the
 * date of birth whenever the profile is read. The family's activity notes the section and who saved it.
 */
export async function updateProfileSection(
  ctx: AppContext,
  userId: number,
  body: Record<string, unknown>,
  by: ActedBy,
): Promise<void> {
  const section = profileSectionOf(body);
  if (!section) throw new AppError(400, 'one_section_at_a_time');
  const parsed = PROFILE_SECTIONS[section].parse(body) as DetailsChanges & { profile_created_by?: string | null };
  // Who created the profile is the member's own record, not a profile detail (docs/decisions/0019); absent leaves it.
  const { profile_created_by: createdBy, ...values } = parsed;
  if (section === 'basic') assertKnownPlace(String(values.state), String(values.city));
  const now = new Date();
  await ctx.db.transaction().execute(async (trx) => {
    const saved = section === 'religion' || section === 'basic' ? await findDetails(trx, userId) : undefined;
    if (section === 'religion') await saveReligion(trx, userId, values as ReligionValues, saved, now);
    else {
      await saveDetails(trx, userId, values, now);
      if (section === 'basic' && values.dob !== saved?.dob) await restateStars(trx, userId, String(values.dob), saved, now);
    }
  });
  if (createdBy !== undefined) await setProfileCreatedBy(ctx.db, userId, createdBy, now);
  await recordActivity(ctx, userId, by, 'profile_saved', { detail: section }, now);
}

type ReligionValues = DetailsChanges & {
  birth_time: string | null;
  birth_place_id: string | null;
  birth_latitude: number | null;
  birth_longitude: number | null;
  birth_timezone: string | null;
};

/**
 * The religion section with its birth details (docs/design.md, "Birth chart"): with a place, the star and raasi
 * are worked out and a contradicting choice is refused; without one, the birth details go and
 * the star and raasi are the member's own choice again.
 */
async function saveReligion(
  db: Kysely<Database>,
  userId: number,
  values: ReligionValues,
  saved: DetailsRow | undefined,
  now: Date,
) {
  const { birth_time, birth_place_id, birth_latitude, birth_longitude, birth_timezone, ...details } = values;
  const birth = birthValuesOf({ birth_time, birth_place_id, birth_latitude, birth_longitude, birth_timezone });
  if (!birth) {
    await deleteBirthDetails(db, userId);
    await saveDetails(db, userId, details, now);
    return;
  }
  if (!saved?.dob) throw new AppError(400, 'invalid_input', { errors: { birth_place_id: messageRef('birth.dateFirst') } });
  const reading = readBirth(saved.dob, birth);
  const stars = starsFrom(reading, {
    star: (details.star ?? null) as Star | null,
    raasi: (details.raasi ?? null) as Raasi | null,
    dosam: details.dosam ?? null,
  });
  await saveBirthDetails(db, userId, birth, chartAgreementOf(reading), now);
  await saveDetails(db, userId, { ...details, ...stars }, now);
}

/**
 * A new date of birth moves the star worked out from the birth details: it is worked out again,
 * keeping the member's choice only where the new date still allows it.
 */
async function restateStars(db: Kysely<Database>, userId: number, dob: string, saved: DetailsRow | undefined, now: Date) {
  const birth = await findBirthDetails(db, userId);
  if (!birth) return;
  const reading = readBirth(dob, birth);
  const chosen = { star: (saved?.star ?? null) as Star | null, raasi: (saved?.raasi ?? null) as Raasi | null, dosam: null };
  let stars: { star: Star | null; raasi: Raasi | null };
  try {
    stars = starsFrom(reading, chosen);
  } catch {
    stars = starsFrom(reading, { star: null, raasi: null, dosam: null });
  }
  await saveChartAgreement(db, userId, chartAgreementOf(reading));
  await saveDetails(db, userId, stars, now);
}

/** updatePartnerPreferences. Needs the member's own gender first, as the screen does; the family's activity notes it. */
export async function updatePartnerPreferences(
  ctx: AppContext,
  userId: number,
  values: z.output<typeof partnerPreferencesSchema>,
  by: ActedBy,
): Promise<void> {
  const details = await findDetails(ctx.db, userId);
  if (!details?.gender) throw new AppError(400, 'gender_first');
  const { castes, stars, ...rest } = partnerPreferenceValues(values);
  // "Compatible with my star" means nothing without one's own star: said now, not found out on Matches.
  if (Array.isArray(stars) && stars.includes(COMPATIBLE_STARS) && !details.star) throw new AppError(400, 'star_first');
  await savePreferences(
    ctx.db,
    userId,
    {
      ...rest,
      caste: listPreferenceToStored(castes),
      stars: listPreferenceToStored(stars),
      diet: dietPreferenceToStored(values.diet),
      // The older forms live on only in requests: the range and the floor are the stored truth.
      age: null,
      monthly_income: null,
    },
    new Date(),
  );
  await recordActivity(ctx, userId, by, 'profile_saved', { detail: 'partner_preferences' });
}
