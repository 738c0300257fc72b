import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Crown, Heart } from 'lucide-react';
import { decodeProfileId, profileDetailsPath, ROUTES, SITE, type ConversationSummary } from '@inai/shared';
import { BlockButton } from '../../../components/block-button';
import { PageLoading } from '../../../components/page-loading';
import { PageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/api-errors';
import { useMe } from '../../../lib/api/me';
import { useI18n } from '../../../lib/i18n';
import { familyRefusal } from '../../../lib/hooks/use-acting';
import { CallButtons } from '../components/call-buttons';
import { useCallRefusal } from '../hooks/use-call-refusal';
import { useHistory, useLoadOlder, useMarkSeen, useOpenConversation, useSendMessage } from '../api/conversations';
import { Composer } from '../components/composer';
import { MemberAvatar } from '../components/member-avatar';
import { MessageList } from '../components/message-list';
import { ReadingNotice } from '../components/reading-notice';

/**
 * One conversation (/chat/{base64 user id}): opened with the server, which refuses
 * without an accepted interest (said plainly here, with the way to Interests) or for a blocked
 * member. The box fills the screen's height and only the history scrolls. When the other member's
 * plan does not let them read, the writer is told so above the composer, before writing.
 */
export default function ConversationPage() {
  const { t } = useI18n();
  const { encodedId = '' } = useParams();
  const userId = decodeProfileId(encodedId);
  const open = useOpenConversation(userId);

  if (userId === null) return <Refusal text={t('chat.notFound')} />;
  if (open.isPending) return <PageLoading />;
  if (open.isError) return <OpenRefusal error={open.error} />;
  return <Conversation conversation={open.data} />;
}

function OpenRefusal({ error }: { error: Error }) {
  const { t } = useI18n();
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'chat_requires_accepted_interest')
    return (
      <Refusal text={t('chat.refused.chat_requires_accepted_interest')}>
        <Link to={ROUTES.userInterests} className="btn-primary">
          <Heart className="size-4" aria-hidden="true" />
          {t('chat.goToInterests')}
        </Link>
      </Refusal>
    );
  if (code === 'chat_requires_platinum')
    return (
      <Refusal text={t('chat.refused.chat_requires_platinum')}>
        <Link to={ROUTES.pricing} className="btn-primary">
          <Crown className="size-4" aria-hidden="true" />
          {t('chat.upgradeNow')}
        </Link>
      </Refusal>
    );
  return <Refusal text={failureMessage(error, 'chat.loadFailed', 'chat.loadFailed')} />;
}

function Refusal({ text, children }: { text: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-maroon-100" data-testid="chat-refusal">
      <PageMeta title={`${t('memberMenu.chatList')} | ${SITE.name}`} description={t('chat.intro')} />
      <p role="alert" className="text-ink">
        {text}
      </p>
      <div className="flex flex-wrap gap-2">
        {children}
        <Link to={ROUTES.chat} className="btn-outline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('chat.back')}
        </Link>
      </div>
    </div>
  );
}

function Conversation({ conversation }: { conversation: ConversationSummary }) {
  const { t } = useI18n();
  const { user } = useMe();
  const myId = user?.id ?? 0;
  const chatRefusal = familyRefusal(user?.acting, 'chat');
  const history = useHistory(conversation.id);
  const older = useLoadOlder(conversation.id);
  const send = useSendMessage(conversation, myId);
  useMarkSeen(conversation, history.data);
  const callRefusal = useCallRefusal(conversation, chatRefusal);
  const other = conversation.other;
  const messages = history.data?.messages ?? [];
  // The box is a screen's height less the sticky header: brought fully into view, the history
  // scrolls inside it and the composer sits at the screen's bottom (above a phone's keyboard,
  // which shrinks 100dvh: index.html asks for interactive-widget=resizes-content).
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
    box.current?.scrollIntoView?.({ block: 'end' });
  }, []);

  return (
    <section
      ref={box}
      aria-label={other.name}
      className="flex h-[calc(100dvh-8.5rem)] max-h-[52rem] min-h-[22rem] flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-maroon-100"
    >
      <PageMeta title={`${other.name} | ${t('memberMenu.chatList')} | ${SITE.name}`} description={t('chat.intro')} />
      <header className="flex flex-wrap items-center gap-2 border-b border-maroon-100 p-3">
        <Link to={ROUTES.chat} className="rounded-full p-2 text-maroon-700 hover:bg-maroon-50" aria-label={t('chat.back')}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Link>
        <MemberAvatar
          name={other.name}
          picture={other.picture}
          blurred={other.picture_blurred}
          alt={t('chat.photoOf', { name: other.name })}
          size="size-10"
        />
        <h1 className="min-w-[9rem] flex-1 text-lg leading-snug font-semibold break-words text-maroon-800">
          <Link to={profileDetailsPath(other.user_id)} className="hover:underline">
            {other.name}
          </Link>
        </h1>
        {/* The name keeps a line wide enough for a long word on a phone; the calls and Block move to the next line. */}
        <CallButtons conversation={conversation} refusal={callRefusal} />
        <BlockButton userId={other.user_id} name={other.name} then={ROUTES.chat} />
      </header>
      {history.isPending ? (
        <div className="flex-1">
          <PageLoading />
        </div>
      ) : history.isError ? (
        <p role="alert" className="flex-1 p-4 text-sm text-red-800">
          {failureMessage(history.error, 'chat.loadFailed', 'chat.loadFailed')}
        </p>
      ) : (
        <MessageList
          conversation={conversation}
          messages={messages}
          myId={myId}
          hasMore={history.data.has_more}
          loadingOlder={older.isPending}
          onLoadOlder={() => {
            const first = messages.find((m) => m.id > 0);
            if (first) older.mutate(first.id);
          }}
        />
      )}
      {conversation.can_chat ? (
        <>
          {!conversation.other_can_read && (
            <div className="border-t border-maroon-100 bg-gold-100 px-3 pt-2">
              <ReadingNotice conversation={conversation} when="before" />
            </div>
          )}
          <Composer onSend={send} lockedReason={chatRefusal} />
        </>
      ) : (
        <div className="border-t border-maroon-100 bg-cream p-3 text-sm">
          <p data-testid="composer-disabled">{t('chat.upgrade')}</p>
          <Link to={ROUTES.pricing} className="btn-primary mt-2">
            <Crown className="size-4" aria-hidden="true" />
            {t('chat.upgradeNow')}
          </Link>
        </div>
      )}
    </section>
  );
}
