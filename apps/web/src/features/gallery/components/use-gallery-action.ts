import { useState } from 'react';
import { MESSAGES, type PublicUser } from '@inai/shared';
import { failureMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAuth } from '../../auth/session/auth-context';

/**
 * Runs a gallery call (delete, set avatar) for the signed-in member: the member is replaced by
 * the server's answer and its message shown. `busyId` marks the item being worked on.
 */
export function useGalleryAction() {
  const auth = useAuth();
  const [busyId, setBusyId] = useState<number | null>(null);
  const run = async (id: number, call: (token: string, userId: number) => Promise<{ message: string; user: PublicUser }>) => {
    if (!auth.token || !auth.user) return;
    setBusyId(id);
    try {
      const answer = await call(auth.token, auth.user.id);
      auth.setUser(answer.user);
      notify.success(answer.message);
    } catch (err) {
      console.warn('gallery action failed', err);
      notify.error(failureMessage(err, MESSAGES.profile.updateFailed));
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
