import type { ProfileDetailsAnswer } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';

/** getUserDetails (specification section 7): another member's profile, as the viewer's plan allows. */
export const profileDetailsApi = {
  details: (userId: number) => apiPost<ProfileDetailsAnswer>('getUserDetails', { user_id: userId }),
};
