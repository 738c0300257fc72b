import { ShieldAlert } from 'lucide-react';
import type { ChatMessage, ScamKind } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { siteConfig } from '../../../lib/site-config';

const KIND_TEXT = {
  money: 'chat.warning.money',
  customs: 'chat.warning.customs',
  investment: 'chat.warning.investment',
  off_platform: 'chat.warning.off_platform',
} as const satisfies Record<ScamKind, string>;

/**
 * The recipient's warning beside a message that looks like a known matrimony scam (ours): what it
 * looks like, the 1930 cyber-crime helpline, and Report (an e-mail to our support address naming
 * the message, until reports have their own API). We warn; the message is still shown.
 */
export function ScamWarning({ message, from }: { message: ChatMessage; from: { user_id: number; name: string } }) {
  const { t, date } = useI18n();
  const subject = t('chat.reportSubject', { name: from.name });
  const body = t('chat.reportBody', { name: from.name, id: from.user_id, message: message.id, date: date(message.sent_at) });
  const report = `mailto:${siteConfig.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
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
      <a href={report} className="btn-outline mt-2 px-3 py-1.5 text-sm">
        {t('chat.report')}
      </a>
    </aside>
  );
}
