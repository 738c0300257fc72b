import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@inai/shared';
import { applyFieldErrors, failureMessage } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { useAuth } from '../auth/session/auth-context';
import { memberApi } from '../member/api/member-api';

/**
 * Saves one section of the profile: on success the stored member becomes the server's (with the
 * age it derived) and the specification's toast shows; on failure its error texts, with the
 * server's field messages put under the fields.
 */
export function useSaveSection<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const auth = useAuth();
  return async (values: Record<string, unknown>): Promise<boolean> => {
    if (!auth.token || !auth.user) return false;
    try {
      const answer = await memberApi.updateProfile(auth.token, auth.user.id, values);
      auth.setUser(answer.user);
      notify.success(answer.message || MESSAGES.profile.updated);
      return true;
    } catch (err) {
      applyFieldErrors(err, fields, setError);
      notify.error(failureMessage(err, MESSAGES.profile.updateFailed, MESSAGES.generic.somethingWrongDot));
      return false;
    }
  };
}

/** After "Save & Continue": bring the next section into view. */
export function continueTo(sectionId: string): void {
  const next = document.getElementById(sectionId);
  next?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  next?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea')?.focus({ preventScroll: true });
}

/** A section's form values from the stored details: unset values become ''. */
export function formValues<V>(fields: readonly string[], details: object | null | undefined): V {
  const source = (details ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, source[f] === null || source[f] === undefined ? '' : String(source[f])])) as V;
}
