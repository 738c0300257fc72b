import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { chatPath, ROUTES, type ConversationSummary } from '@inai/shared';
import { MemberCard, MemberPage } from '../../../components/member-page';
import { PageLoading } from '../../../components/page-loading';
import { failureMessage } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useViewerPlan } from '../../../lib/session/use-viewer-plan';
import { callEntryText } from '../calls/call-words';
import { useConversations } from '../api/conversations';
import { chatTime } from '../components/chat-time';
import { MemberAvatar } from '../components/member-avatar';

/**
 * The chat list (/chat): the member's conversations, the latest first, with the other
 * member's picture (as their privacy allows), the last message, its time and the unread count.
 * A member without chat in their plan is invited to upgrade (they see that messages came, not
 * what they say).
 */
export default function ChatListPage() {
  const { t } = useI18n();
  const canChat = useViewerPlan()?.chat === true;
  const list = useConversations();
  return (
    <MemberPage title={t('memberMenu.chatList')} intro={t('chat.intro')}>
      {!canChat && <UpgradeInvitation />}
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
          {failureMessage(list.error, 'chat.listFailed', 'chat.listFailed')}
        </p>
      ) : list.data.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-ink-soft ring-1 ring-maroon-100">{t('chat.empty')}</p>
      ) : (
        <ul className="divide-y divide-maroon-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100">
          {list.data.data.map((c) => (
            <li key={c.id}>
              <ConversationRow conversation={c} />
            </li>
          ))}
        </ul>
      )}
    </MemberPage>
  );
}

function UpgradeInvitation() {
  const { t } = useI18n();
  return (
    <MemberCard title={t('chat.upgradeNow')}>
      <p className="text-sm text-ink">{t('chat.upgrade')}</p>
      <Link to={ROUTES.pricing} className="btn-primary mt-4">
        <Crown className="size-4" aria-hidden="true" />
        {t('chat.upgradeNow')}
      </Link>
    </MemberCard>
  );
}

function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const { t, locale, number } = useI18n();
  const last = c.last_message;
  const preview = !last
    ? t('chat.noMessages')
    : last.kind === 'call'
      ? callEntryText(t, last, last.from_me)
      : last.text === null
        ? t('chat.hiddenText')
        : last.text;
  return (
    <Link
      to={chatPath(c.other.user_id)}
      className="flex min-w-0 items-center gap-3 p-4 hover:bg-maroon-50"
      data-testid="conversation"
    >
      <MemberAvatar
        name={c.other.name}
        picture={c.other.picture}
        blurred={c.other.picture_blurred}
        alt={t('chat.photoOf', { name: c.other.name })}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-ink ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>{c.other.name}</span>
          {last && (
            <time className="shrink-0 text-xs text-ink-soft" dateTime={last.sent_at}>
              {chatTime(last.sent_at, locale)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className="truncate text-sm text-ink-soft">
            {last?.from_me && last.text !== null ? t('chat.you', { text: preview }) : preview}
          </span>
          {c.unread > 0 && (
            <>
              <span
                aria-hidden="true"
                data-testid="conversation-unread"
                className="shrink-0 rounded-full bg-red-600 px-1.5 text-xs leading-5 font-semibold text-white"
              >
                {number(c.unread)}
              </span>
              <span className="sr-only">({t.plural('chat.unread', c.unread)})</span>
            </>
          )}
        </span>
      </span>
    </Link>
  );
}
