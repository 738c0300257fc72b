import type { PublicUser } from './schemas/user.js';

/**
 * Profile completion (specification section 4): 25 % for each of marital status, a profile
 * picture, a partner gender preference and religion.
 */
export function profileCompletion(
  user: Pick<PublicUser, 'user_details' | 'user_profile_picture' | 'partner_preferences'>,
): number {
  const facts = [
    user.user_details?.marital_status,
    user.user_profile_picture,
    user.partner_preferences?.gender,
    user.user_details?.religion,
  ];
  return facts.filter(Boolean).length * 25;
}
