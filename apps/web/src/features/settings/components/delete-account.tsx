import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CalendarClock, Trash2 } from 'lucide-react';
import { deleteAccountSchema, PRIVACY_RIGHTS, type DeleteAccountInput } from '@inai/shared';
import { MemberCard } from '../../../components/member-page';
import { PasswordField } from '../../../components/password-field';
import { Spinner } from '../../../components/spinner';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAccountDeletion, useDeleteAccount, useKeepAccount } from '../api/account-deletion';

const days = PRIVACY_RIGHTS.deletionGraceDays;

/** Settings' 'Delete my account' card. */
export function DeleteAccountCard() {
  const { t } = useI18n();
  return (
    <MemberCard title={t('deleteAccount.title')} id="delete-account">
      <DeleteAccount />
    </MemberCard>
  );
}

/**
 * Delete my account (DPDP Act 2023): the password again, then the account leaves search, other
 * sessions end and it is erased after the grace period. While a deletion is pending the card
 * shows its date and 'Keep my account'.
 */
function DeleteAccount() {
  const { t } = useI18n();
  const status = useAccountDeletion();
  if (status.isPending) return <Spinner tone="dark" />;
  if (status.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failureMessage(status.error, 'deleteAccount.statusFailed', 'deleteAccount.statusFailed')}
      </p>
    );
  return status.data.erase_at ? (
    <PendingDeletion eraseAt={status.data.erase_at} />
  ) : (
    <div className="max-w-2xl space-y-4">
      <p className="text-sm text-ink-soft">{t('deleteAccount.help', { days })}</p>
      <p className="text-sm text-ink-soft">{t('deleteAccount.changeMind', { days })}</p>
      <DeleteForm />
    </div>
  );
}

function PendingDeletion({ eraseAt }: { eraseAt: string }) {
  const { t, date } = useI18n();
  const keep = useKeepAccount();
  return (
    <div role="status" className="max-w-2xl rounded-xl bg-red-50 p-4 ring-1 ring-red-200" data-testid="deletion-pending">
      <p className="flex items-start gap-2 font-semibold text-red-900">
        <CalendarClock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span className="min-w-0 break-words">{t('deleteAccount.pending', { date: date(eraseAt) })}</span>
      </p>
      <p className="mt-2 text-sm text-ink">{t('deleteAccount.pendingHelp')}</p>
      <button
        type="button"
        className="btn-primary mt-4"
        disabled={keep.isPending}
        aria-busy={keep.isPending || undefined}
        onClick={() => keep.mutate()}
      >
        {keep.isPending && <Spinner />}
        {t('deleteAccount.keep')}
      </button>
    </div>
  );
}

function DeleteForm() {
  const { t, date } = useI18n();
  const helpId = useId();
  const deleteAccount = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } });

  const onSubmit = async (input: DeleteAccountInput) => {
    try {
      const answer = await deleteAccount.mutateAsync(input);
      reset({ password: '' });
      notify.success(translate('deleteAccount.scheduled', { date: answer.erase_at ? date(answer.erase_at) : '' }));
    } catch (err) {
      applyFieldErrors(err, ['password'] as const, setError);
      notify.error(failureMessage(err, 'deleteAccount.failed'));
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label={t('deleteAccount.title')}
      aria-describedby={helpId}
      className="max-w-md space-y-4"
    >
      <p id={helpId} className="text-sm text-ink-soft">
        {t('deleteAccount.passwordHelp')}
      </p>
      <PasswordField
        label={t('deleteAccount.password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : <Trash2 className="size-4" aria-hidden="true" />}
        {t('deleteAccount.submit')}
      </button>
    </form>
  );
}
