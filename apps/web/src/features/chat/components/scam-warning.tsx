import { useState } from 'react';
import { Flag, ShieldAlert } from 'lucide-react';
import type { ChatMessage, ReportReason, ScamKind } from '@inai/shared';
import { ReportDialog } from '../../../components/report-dialog';
import { useI18n } from '../../../lib/i18n';

const KIND_TEXT = {
  money: 'chat.warning.money',
  customs: 'chat.warning.customs',
  investment: 'chat.warning.investment',
  off_platform: 'chat.warning.off_platform',
} as const satisfies Record<ScamKind, string>;

/**
 * The recipient's warning beside a message that looks like a known matrimony scam (ours): what it
 * looks like, the 1930 cyber-crime helpline, and Report: the report dialog for the sender, with
 * the reason the warning suggests and a note naming the message. We warn; the message is still shown.
 */
export function ScamWarning({ message, from }: { message: ChatMessage; from: { user_id: number; name: string } }) {
  const { t, date } = useI18n();
  const [reporting, setReporting] = useState(false);
  const note = t('chat.reportBody', { name: from.name, id: from.user_id, message: message.id, date: date(message.sent_at) });
  // Moving to another app is not itself a breach; everything else the patterns catch is about money.
  const reason: ReportReason = message.warnings.every((kind) => kind === 'off_platform') ? 'other' : 'asked_for_money';
  return (
    <aside
      aria-label={t('chat.warning.title')}
      className="mt-1 max-w-[85%] rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="scam-warning"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden="true" />
        {t('chat.warning.title')}
      </p>
      <ul className="mt-1 space-y-1">
        {message.warnings.map((kind) => (
          <li key={kind}>{t(KIND_TEXT[kind])}</li>
        ))}
      </ul>
      <p className="mt-2">{t('chat.warning.helpline')}</p>
      <button type="button" className="btn-outline mt-2 px-3 py-1.5 text-sm" onClick={() => setReporting(true)}>
        <Flag className="size-4" aria-hidden="true" />
        {t('chat.report')}
      </button>
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        member={{ id: from.user_id, name: from.name }}
        initialReason={reason}
        initialNote={note}
      />
    </aside>
  );
}
