import { useCallback } from 'react';
import type { FamilyAcceptInput, FamilySessionAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { useSession } from './session';

/**
 * POST /api/family/accept: `{ token, name, password }` makes a login for the invited address;
 * `{ token }` alone, from a co-manager's session, adds the profile to that login. Either answers
 * a session, as sign-in does.
 */
export const acceptFamilyInvitation = (input: FamilyAcceptInput) => apiPost<FamilySessionAnswer>('family/accept', input);

/** Accepts, then signs in with the answer's session (kept for this tab, as without "Remember me"). */
export function useAcceptInvitation(): (input: FamilyAcceptInput) => Promise<FamilySessionAnswer> {
  const { signIn } = useSession();
  return useCallback(
    async (input) => {
      const answer = await acceptFamilyInvitation(input);
      signIn(answer.token, answer.user, false);
      return answer;
    },
    [signIn],
  );
}
