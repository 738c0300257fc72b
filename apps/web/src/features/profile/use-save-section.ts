import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ProfileSection } from '@inai/shared';
import { applyFieldErrors, failureMessage } from '../../lib/api-errors';
import { t } from '../../lib/i18n';
import { notify } from '../../lib/notify';
import { queryKeys } from '../../lib/query-keys';
import { useMe, useSetMe } from '../../lib/api/me';
import { updateProfile } from './api/profile-api';

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

/** After "Save & Continue": bring the next section into view. */
export function continueTo(sectionId: string): void {
  const next = document.getElementById(sectionId);
  next?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  next?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea')?.focus({ preventScroll: true });
}
