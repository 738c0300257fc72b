import type { Locale, MemberAnswer, PublicUser } from '@inai/shared';
import { apiPost } from '../api-client';

/** What the member may change of their own account through updateUser (1 hides or turns on). */
export type AccountSettings = Partial<
  Pick<
    PublicUser,
    | 'mobile_number_visibility'
    | 'photos_visibility'
    | 'horoscope_visibility'
    | 'notify_interest_received'
    | 'notify_interest_accepted'
    | 'notify_chat_message'
  >
>;

/** The calls about the signed-in member's own account that every feature relies on. */
export const sessionApi = {
  /** getLoggedInUserProfile: the member behind the session token. */
  me: () => apiPost<PublicUser>('getLoggedInUserProfile', {}),
  /** Revokes a session; the token is passed because it is already forgotten here. */
  logout: (token: string) => apiPost<{ success: boolean }>('logout', {}, { token }),
  /** updateUser with the member's language (DESIGN.md §6). */
  saveLocale: (locale: Locale) => apiPost<MemberAnswer>('updateUser', { locale }),
  /** updateUser with privacy switches or notification choices (the server checks the plan). */
  saveSettings: (settings: AccountSettings) => apiPost<MemberAnswer>('updateUser', settings),
};
