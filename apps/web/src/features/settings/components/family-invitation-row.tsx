import { Send, X } from 'lucide-react';
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
        <button
          type="button"
          className="btn-outline px-3 py-1.5"
          disabled={busy}
          aria-busy={resend.isPending || undefined}
          onClick={() => resend.mutate(invitation.id)}
        >
          {resend.isPending ? <Spinner tone="dark" /> : <Send className="size-4" aria-hidden="true" />}
          {t('family.resend')}
        </button>
        <button
          type="button"
          className="btn border border-red-700 px-3 py-1.5 text-red-700 hover:bg-red-50"
          disabled={busy}
          aria-busy={cancel.isPending || undefined}
          onClick={() => cancel.mutate(invitation.id)}
        >
          {cancel.isPending ? <Spinner tone="dark" /> : <X className="size-4" aria-hidden="true" />}
          {t('family.cancel')}
        </button>
      </div>
    </li>
  );
}
