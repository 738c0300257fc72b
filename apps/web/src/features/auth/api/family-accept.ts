import type { FamilyAcceptInput, FamilySessionAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/**
 * POST /api/family/accept: `{ token, name, password }` makes a login for the invited address;
 * `{ token }` alone, from a co-manager's session, adds the profile to that login. Either answers
 * a session, as sign-in does.
 */
export const acceptFamilyInvitation = (input: FamilyAcceptInput) => apiPost<FamilySessionAnswer>('family/accept', input);
