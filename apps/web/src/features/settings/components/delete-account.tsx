import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CalendarClock, Eye, EyeOff, Heart, Trash2, TriangleAlert } from 'lucide-react';
import { deleteAccountSchema, PLAN_NAME_KEYS, planById, PRIVACY_RIGHTS, type DeleteAccountInput } from '@inai/shared';
import { MemberCard } from '../../../components/member-page';
import { PasswordField } from '../../../components/password-field';
import { Spinner } from '../../../components/spinner';
import { applyFieldErrors, failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { t as translate, useI18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAccountDeletion, useDeleteAccount, useHideProfile, useKeepAccount } from '../api/account-deletion';

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
  const status = useAccountDeletion();
  if (status.isPending) return <Spinner tone="dark" />;
  if (status.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {failureMessage(status.error, 'deleteAccount.statusFailed', 'deleteAccount.statusFailed')}
      </p>
    );
  if (status.data.erase_at) return <PendingDeletion eraseAt={status.data.erase_at} />;
  return <BeforeDeleting hidden={status.data.profile_hidden} />;
}

/**
 * Before the password form: what deleting loses (the rest of a running plan, named with its end)
 * and the two things a family usually wants instead: hiding the profile for a while, or closing the
 * account because they found their match (with congratulations, the reason kept).
 */
function BeforeDeleting({ hidden }: { hidden: boolean }) {
  const { t, date } = useI18n();
  const { user } = useMe();
  const [foundMatch, setFoundMatch] = useState(false);
  const hide = useHideProfile();
  const running = user?.active_plan ? planById(user.active_plan.plan_id) : undefined;
  const planKey = running ? PLAN_NAME_KEYS[running.id] : undefined;
  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-sm text-ink-soft">{t('deleteAccount.help', { days })}</p>
      {planKey && user?.active_plan && (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 break-words" data-testid="plan-lost">
            {t('deleteAccount.planLost', { plan: t(planKey), date: date(user.active_plan.expiry_date) })}
          </span>
        </p>
      )}
      <section aria-labelledby="delete-alternatives" className="rounded-xl bg-cream p-4 ring-1 ring-maroon-100">
        <h3 id="delete-alternatives" className="font-semibold text-maroon-800">
          {t('deleteAccount.alternatives')}
        </h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <div className="min-w-0">
            <h4 className="font-medium text-ink">{t('deleteAccount.hideTitle')}</h4>
            <p className="mt-1 text-sm text-ink-soft">{t('deleteAccount.hideHelp')}</p>
            {hidden && (
              <p role="status" className="mt-2 text-sm font-medium text-maroon-800">
                {t('deleteAccount.hiddenNote')}
              </p>
            )}
            <button
              type="button"
              className="btn-outline mt-3"
              disabled={hide.isPending}
              aria-busy={hide.isPending || undefined}
              onClick={() => hide.mutate({ hidden: !hidden })}
            >
              {hide.isPending ? (
                <Spinner tone="dark" />
              ) : hidden ? (
                <Eye className="size-4" aria-hidden="true" />
              ) : (
                <EyeOff className="size-4" aria-hidden="true" />
              )}
              {hidden ? t('deleteAccount.show') : t('deleteAccount.hide')}
            </button>
          </div>
          <div className="min-w-0">
            <h4 className="font-medium text-ink">{t('deleteAccount.foundMatchTitle')}</h4>
            <p className="mt-1 text-sm text-ink-soft">{t('deleteAccount.foundMatchHelp', { days })}</p>
            <button
              type="button"
              className="btn-outline mt-3"
              aria-pressed={foundMatch}
              onClick={() => setFoundMatch(!foundMatch)}
            >
              <Heart className="size-4" aria-hidden="true" />
              {foundMatch ? t('deleteAccount.otherReason') : t('deleteAccount.foundMatch')}
            </button>
          </div>
        </div>
      </section>
      <p className="text-sm text-ink-soft">{t('deleteAccount.changeMind', { days })}</p>
      <DeleteForm foundMatch={foundMatch} />
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

function DeleteForm({ foundMatch }: { foundMatch: boolean }) {
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
      const answer = await deleteAccount.mutateAsync(foundMatch ? { ...input, reason: 'found_match' } : input);
      reset({ password: '' });
      const when = { date: answer.erase_at ? date(answer.erase_at) : '' };
      notify.success(
        answer.reason === 'found_match'
          ? translate('deleteAccount.foundMatchDone', when)
          : translate('deleteAccount.scheduled', when),
      );
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
        {foundMatch ? t('deleteAccount.foundMatchSubmit') : t('deleteAccount.submit')}
      </button>
    </form>
  );
}
