import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MemberAnswer, ProfileSection } from '@inai/shared';
import { apiPost } from '../../../lib/api-client';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useMe, useSetMe } from '../../../lib/api/me';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** updateProfile: one section of the member's own profile; the answer is the member as stored. */
export function updateProfile(userId: number, section: Record<string, unknown>): Promise<MemberAnswer> {
  return apiPost<MemberAnswer>('updateProfile', { user_id: userId, ...section });
}

/**
 * Saves one section of the profile: on success the member becomes the server's answer (with the
 * age it derived) and the specification's toast shows; on failure its error texts, with the
 * server's field messages put under the fields. Resolves to whether the save succeeded.
 */
export function useSaveSection<T extends FieldValues>(
  section: ProfileSection,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): (values: Record<string, unknown>) => Promise<boolean> {
  const { user } = useMe();
  const setMe = useSetMe();
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: (values: Record<string, unknown>) => updateProfile(user!.id, values),
    onSuccess: (answer) => {
      setMe(answer.user);
      // Matches are the other gender's profiles: a changed gender changes them.
      if (section === 'basic') void client.invalidateQueries({ queryKey: queryKeys.matchesAll() });
      // A star added brings today's matches that wait for it (only compatible stars).
      if (section === 'religion') void client.invalidateQueries({ queryKey: queryKeys.dailyPicks() });
      notify.success(t('profile.updated'));
    },
    onError: (err) => {
      applyFieldErrors(err, fields, setError);
      notify.error(failureMessage(err, 'profile.updateFailed', 'generic.somethingWrongDot'));
    },
  });
  return (values) =>
    mutation.mutateAsync(values).then(
      () => true,
      () => false,
    );
}

/** POST /api/profile/name (ours): the member's name, corrected; the answer is the member as stored. */
export function useCorrectName() {
  const setMe = useSetMe();
  return useMutation({
    mutationFn: (name: string) => apiPost<MemberAnswer>('profile/name', { name }),
    onSuccess: (answer) => {
      setMe(answer.user);
      // One toast however many changes follow one another.
      notify.success(answer.message, 'name-changed');
    },
  });
}
