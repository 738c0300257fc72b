import { dietPreferenceToStored, messageRef, PROFILE_SECTIONS, profileSectionOf } from '@inai/shared';
import type { z } from 'zod';
import type { partnerPreferencesSchema } from '@inai/shared';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../types.js';
import { listCities, listStates } from '../locations/locations.service.js';
import { setProfileCreatedBy } from '../users/users.repository.js';
import { findDetails, saveDetails, savePreferences, type DetailsChanges } from './profile.repository.js';

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
 * date of birth whenever the profile is read.
 */
export async function updateProfileSection(ctx: AppContext, userId: number, body: Record<string, unknown>): Promise<void> {
  const section = profileSectionOf(body);
  if (!section) throw new AppError(400, 'one_section_at_a_time');
  const parsed = PROFILE_SECTIONS[section].parse(body) as DetailsChanges & { profile_created_by?: string | null };
  // Who created the profile is the member's own record, not a profile detail (docs/decisions/0019); absent leaves it.
  const { profile_created_by: createdBy, ...values } = parsed;
  if (section === 'basic') assertKnownPlace(String(values.state), String(values.city));
  const now = new Date();
  await saveDetails(ctx.db, userId, values, now);
  if (createdBy !== undefined) await setProfileCreatedBy(ctx.db, userId, createdBy, now);
}

/** updatePartnerPreferences. Needs the member's own gender first, as the screen does. */
export async function updatePartnerPreferences(
  ctx: AppContext,
  userId: number,
  values: z.output<typeof partnerPreferencesSchema>,
): Promise<void> {
  const details = await findDetails(ctx.db, userId);
  if (!details?.gender) throw new AppError(400, 'gender_first');
  await savePreferences(ctx.db, userId, { ...values, diet: dietPreferenceToStored(values.diet) }, new Date());
}
