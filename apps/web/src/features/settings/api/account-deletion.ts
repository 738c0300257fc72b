import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeletionAnswer, DeleteAccountInput, HideProfileInput } from '@inai/shared';
import { apiGet, apiPost } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { reopenChat } from '../../../lib/chat/chat-connection';
import { t } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';

/** Deleting the account (DPDP Act 2023): whether one is pending, asking for it, and taking it back. */
export const accountDeletionApi = {
  deletion: () => apiGet<AccountDeletionAnswer>('account/deletion'),
  deleteAccount: (input: DeleteAccountInput) => apiPost<AccountDeletionAnswer>('account/delete', input),
  keep: () => apiPost<AccountDeletionAnswer>('account/keep', {}),
  hide: (input: HideProfileInput) => apiPost<AccountDeletionAnswer>('account/hide', input),
};

export const accountDeletionQuery = () =>
  queryOptions({ queryKey: queryKeys.accountDeletion(), queryFn: accountDeletionApi.deletion });

/** Whether a deletion is pending, and when the account will be erased. */
export function useAccountDeletion() {
  return useQuery(accountDeletionQuery());
}

/** Asks for the deletion (the password again); the answer, with its date, becomes the pending state. */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountDeletionApi.deleteAccount,
    onSuccess: (answer) => client.setQueryData<AccountDeletionAnswer>(queryKeys.accountDeletion(), answer),
  });
}

/** 'Keep my account': the deletion is taken back and chat, closed to a leaving member, opens again. */
export function useKeepAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountDeletionApi.keep,
    onSuccess: (answer) => {
      client.setQueryData<AccountDeletionAnswer>(queryKeys.accountDeletion(), answer);
      // The server closed chat to the member while leaving; it is open again.
      reopenChat();
      notify.success(t('deleteAccount.kept'));
    },
    onError: (err) => notify.error(failureMessage(err, 'deleteAccount.keepFailed', 'deleteAccount.keepFailed')),
  });
}

/** 'Hide my profile' and 'Show my profile again': the server's answer says which, in the page's language. */
export function useHideProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountDeletionApi.hide,
    onSuccess: (answer) => {
      client.setQueryData<AccountDeletionAnswer>(queryKeys.accountDeletion(), answer);
      notify.success(t(answer.profile_hidden ? 'deleteAccount.hidden' : 'deleteAccount.shown'));
    },
    onError: (err) => notify.error(failureMessage(err, 'deleteAccount.hideFailed', 'deleteAccount.hideFailed')),
  });
}
