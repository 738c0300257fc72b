import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FamilyActivityAnswer,
  FamilyAnswer,
  FamilyHandoverConfirmInput,
  FamilyHandoverStartAnswer,
  FamilyHandoverStartInput,
  FamilyInviteInput,
  FamilyPermissions,
  FamilySessionAnswer,
  PublicUser,
} from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { forgetMemberData } from '../../../lib/session/tab-session';
import { getToken, KEYS, saveToken } from '../../../lib/session/token-store';

interface Said {
  success: boolean;
  message: string;
}

/** GET /api/family (the holder): the co-managers and the open invitations. */
export const getFamily = () => apiGet<FamilyAnswer>('family');

export const familyQuery = (enabled: boolean) => queryOptions({ queryKey: queryKeys.family(), queryFn: getFamily, enabled });

/** The holder's family; a co-manager never asks (the call is the holder's alone). */
export function useFamily(enabled: boolean) {
  return useQuery(familyQuery(enabled));
}

/**
 * One family call with the server's own message as its toast, then the list again. The invite
 * form shows its refusals on its fields itself, so it passes `quiet`.
 */
function useFamilyCall<V>(call: (vars: V) => Promise<Said>, quiet = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => notify.success(answer.message),
    onError: (err) => {
      if (!quiet) notify.error(failureMessage(err, 'generic.somethingWrong'));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.family() }),
  });
}

/** POST /api/family/invite: mails the invitation's link (7 days). */
export function useInvite() {
  return useFamilyCall((input: FamilyInviteInput) => apiPost<Said>('family/invite', input), true);
}

/** POST /api/family/invitations/:id/resend: a new link; the old one stops working. */
export function useResendInvitation() {
  return useFamilyCall((id: number) => apiPost<Said>(`family/invitations/${id}/resend`, {}));
}

/** POST /api/family/invitations/:id/cancel */
export function useCancelInvitation() {
  return useFamilyCall((id: number) => apiPost<Said>(`family/invitations/${id}/cancel`, {}));
}

/** POST /api/family/managers/:id: one permission changed, saved at once. */
export function useSetPermissions() {
  return useFamilyCall(({ id, permissions }: { id: number; permissions: Partial<FamilyPermissions> }) =>
    apiPost<Said>(`family/managers/${id}`, { permissions }),
  );
}

/** POST /api/family/managers/:id/remove: their sessions on this profile end at once. */
export function useRemoveManager() {
  return useFamilyCall((id: number) => apiPost<Said>(`family/managers/${id}/remove`, {}));
}

/**
 * POST /api/family/handover (docs/decisions/0075-candidate-takes-over-the-profile.md): the holder
 * for the candidate's co-manager, or the candidate's own session; a code goes to the candidate.
 * The screens say what happened in place, so no toast either way.
 */
export function useStartHandover() {
  return useMutation({
    mutationFn: (input: FamilyHandoverStartInput) => apiPost<FamilyHandoverStartAnswer>('family/handover', input),
  });
}

/** GET /api/family/activity: one page (the server's page size) of who did what, newest first. */
export const getFamilyActivity = (page: number) => apiGet<FamilyActivityAnswer>(`family/activity?page=${page}`);

/**
 * The family's activity, a page at a time ("Show more" adds the next). Asked again whenever the
 * screen opens: what another of the family did a minute ago is the point of the list.
 */
export function useFamilyActivity() {
  return useInfiniteQuery({
    queryKey: queryKeys.familyActivity(),
    queryFn: ({ pageParam }) => getFamilyActivity(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

/**
 * POST /api/family/handover/confirm: the candidate's code. The answer is a new holder's session
 * (every old one ended), kept as sign-in keeps one (useSession's signIn, which this feature may
 * not import): what was fetched as a co-manager is forgotten, the token kept where the old one was.
 */
export function useConfirmHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<FamilyHandoverConfirmInput, 'remember'>) => {
      const remember = getToken() !== null && window.localStorage.getItem(KEYS.token) === getToken();
      return apiPost<FamilySessionAnswer>('family/handover/confirm', { ...input, remember }).then((answer) => ({
        answer,
        remember,
      }));
    },
    onSuccess: ({ answer, remember }) => {
      forgetMemberData(client);
      client.setQueryData(queryKeys.me(), answer.user);
      saveToken(answer.token, remember);
      // Here, not in the screen's own callback: the candidate's view gives way to the holder's at once.
      notify.success(answer.message);
      // The answer is the profile; who acts on it now (the holder) comes with getLoggedInUserProfile.
      void client.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}

/**
 * POST /api/family/me/mail (a co-manager): the profile's mails to them on or off, saved at once
 * with the server's own words; the member view's `acting.mail` then says the new state.
 */
export function useOwnMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => apiPost<Said & { on: boolean }>('family/me/mail', { on }),
    onSuccess: (answer) => {
      client.setQueryData<PublicUser>(queryKeys.me(), (user) =>
        user?.acting ? { ...user, acting: { ...user.acting, mail: answer.on } } : user,
      );
      notify.success(answer.message);
    },
    onError: (err) => notify.error(failureMessage(err, 'family.managed.mailFailed', 'generic.offline')),
  });
}
