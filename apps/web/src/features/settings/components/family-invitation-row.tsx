import type { ReactNode } from 'react';
import { Send, X, type LucideIcon } from 'lucide-react';
import type { FamilyInvitation } from '@inai/shared';
import { Spinner } from '../../../components/spinner';
import { useI18n } from '../../../lib/i18n';
import { useCancelInvitation, useResendInvitation } from '../api/family';

/** An open invitation: to whom, as whom, until when; send it again (a new link) or cancel it. */
export function FamilyInvitationRow({ invitation }: { invitation: FamilyInvitation }) {
  const { t, date } = useI18n();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const busy = resend.isPending || cancel.isPending;
  return (
    <li className="rounded-xl bg-cream p-3 ring-1 ring-maroon-100" data-testid="family-invitation">
      <p className="font-medium break-all text-ink">{invitation.email}</p>
      <p className="mt-1 text-sm text-ink-soft">
        {t('family.invitationLine', {
          relation: t(`family.relation.${invitation.relation}`),
          date: date(invitation.expires_at),
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <InvitationAction
          className="btn-outline"
          icon={Send}
          pending={resend.isPending}
          disabled={busy}
          onClick={() => resend.mutate(invitation.id)}
        >
          {t('family.resend')}
        </InvitationAction>
        <InvitationAction
          className="btn border border-red-700 text-red-700 hover:bg-red-50"
          icon={X}
          pending={cancel.isPending}
          disabled={busy}
          onClick={() => cancel.mutate(invitation.id)}
        >
          {t('family.cancel')}
        </InvitationAction>
      </div>
    </li>
  );
}

/** One of the row's two calls: its icon turns into a spinner while it runs; both wait meanwhile. */
function InvitationAction({
  className,
  icon: Icon,
  pending,
  disabled,
  onClick,
  children,
}: {
  className: string;
  icon: LucideIcon;
  pending: boolean;
  disabled: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${className} px-3 py-1.5`}
      disabled={disabled}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {pending ? <Spinner tone="dark" /> : <Icon className="size-4" aria-hidden="true" />}
      {children}
    </button>
  );
}
