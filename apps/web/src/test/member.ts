import { QueryClient } from '@tanstack/react-query';
import type { FamilyPermissions, PublicUser } from '@inai/shared';
import { queryKeys } from '../lib/query-keys';
import { saveToken } from '../lib/session/token-store';

/** A verified member without a plan, as getLoggedInUserProfile answers; tests change what they need. */
export const TEST_MEMBER: PublicUser = {
  id: 7,
  name: 'Kavya',
  email: 'kavya@example.com',
  phone: '9876543210',
  is_verified: 1,
  premium_user: 0,
  user_profile_picture: null,
  dob: null,
  user_images: [],
  user_horoscopes: [],
  user_details: null,
  partner_preferences: null,
  active_plan: null,
  mobile_number_visibility: 0,
  photos_visibility: 0,
  horoscope_visibility: 0,
  address_visibility: 0,
  locale: null,
  pending_interests: 0,
  unread_messages: 0,
  profile_created_by: null,
  notify_interest_received: 1,
  notify_interest_accepted: 1,
  notify_chat_message: 1,
  show_last_active: 1,
  notify_daily_picks: 1,
  daily_picks_compatible: 0,
  is_operator: false,
};

/** The test member with some fields changed (user_details may be partial, as the screens allow). */
export function testMember(
  changes: Partial<Omit<PublicUser, 'user_details'>> & { user_details?: object | null } = {},
): PublicUser {
  return { ...TEST_MEMBER, ...changes } as PublicUser;
}

/**
 * The member view a co-manager's session sees (the father, Raman, unless told), with the default
 * permissions (chat off) changed by `permissions`.
 */
export function testCoManager(
  permissions: Partial<FamilyPermissions> = {},
  who: { relation?: 'Father' | 'Mother'; name?: string } = {},
) {
  return testMember({
    acting: {
      kind: 'manager',
      relation: who.relation ?? 'Father',
      name: who.name ?? 'Raman',
      permissions: { edit: true, interests: true, chat: false, plans: true, ...permissions },
    },
  });
}

/**
 * A query client as the app has it once this member is signed in: a session token stored and
 * useMe() answered, so a screen renders without asking the server who it is.
 */
export function signedInClient(member: PublicUser): QueryClient {
  saveToken('token', false);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.me(), member);
  return client;
}
