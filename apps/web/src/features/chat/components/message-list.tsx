import { useEffect, useRef } from 'react';
import type { ChatMessage, ConversationSummary } from '@inai/shared';
import { CallEntry } from './call-entry';
import { FamilyActNote } from '../../../components/family-act-note';
import { Spinner } from '../../../components/spinner';
import { useMe } from '../../../lib/api/me';
import { familyFieldsOf } from '../../../lib/family-words';
import { useI18n } from '../../../lib/i18n';
import { chatTime } from './chat-time';
import { ReadingNotice } from './reading-notice';
import { ScamWarning } from './scam-warning';

/**
 * The history, oldest first, in its own scrolling box: texts as plain text (never HTML), 'Seen'
 * under my newest message the other member read (or, while their plan does not let them read, that
 * it waits for them), and a warning beside each message of theirs
 * that looks like a scam, and who of a family wrote it ("Sent by her mother"). It follows new messages to the bottom; loading older ones keeps the place.
 */
export function MessageList({
  conversation,
  messages,
  myId,
  hasMore,
  loadingOlder,
  onLoadOlder,
}: {
  conversation: ConversationSummary;
  messages: ChatMessage[];
  myId: number;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { t, locale } = useI18n();
  const { user } = useMe();
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1);
  const newestKey = newest ? `${newest.id}:${newest.client_id ?? ''}` : '';
  useEffect(() => {
    const el = box.current;
    if (el && newestKey) el.scrollTop = el.scrollHeight;
  }, [newestKey]);

  const lastSeen = messages.findLast((m) => m.sender_id === myId && m.seen_at !== null)?.id;
  // While the other member's plan does not let them read, my newest unread message says it waits.
  const lastWaiting = conversation.other_can_read
    ? undefined
    : messages.findLast((m) => m.sender_id === myId && m.id > 0 && m.seen_at === null)?.id;
  return (
    <div
      ref={box}
      role="log"
      aria-label={t('chat.messages', { name: conversation.other.name })}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto overscroll-contain bg-cream/60 p-3 sm:p-4"
    >
      {hasMore && (
        <div className="mb-3 text-center">
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" disabled={loadingOlder} onClick={onLoadOlder}>
            {loadingOlder && <Spinner tone="dark" />}
            {t('chat.loadOlder')}
          </button>
        </div>
      )}
      {messages.length === 0 && <p className="py-10 text-center text-sm text-ink-soft">{t('chat.noMessages')}</p>}
      <ol className="space-y-2">
        {messages.map((m) => {
          const mine = m.sender_id === myId;
          if (m.kind === 'call')
            return (
              <CallEntry
                key={m.id}
                entry={m}
                mine={mine}
                gender={mine ? user?.user_details?.gender : conversation.other.gender}
              />
            );
          return (
            <li key={m.client_id ?? m.id} className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-testid="message">
              <div
                className={`max-w-[85%] rounded-2xl px-3 py-2 shadow-sm ${
                  mine ? 'rounded-br-sm bg-maroon-700 text-white' : 'rounded-bl-sm bg-white text-ink ring-1 ring-maroon-100'
                }`}
              >
                <p className={`break-words whitespace-pre-wrap ${m.text === null ? 'italic' : ''}`}>
                  {m.text ?? t('chat.hiddenText')}
                </p>
                <p className={`mt-0.5 text-right text-[0.6875rem] ${mine ? 'text-maroon-100' : 'text-ink-soft'}`}>
                  {m.id <= 0 ? t('chat.sending') : <time dateTime={m.sent_at}>{chatTime(m.sent_at, locale)}</time>}
                </p>
              </div>
              <FamilyActNote
                act="sentBy"
                relation={familyFieldsOf(m).sent_by_relation}
                gender={mine ? user?.user_details?.gender : conversation.other.gender}
                className="mt-0.5"
              />
              {!mine && m.warnings.length > 0 && <ScamWarning message={m} from={conversation.other} />}
              {mine && m.id === lastWaiting && <ReadingNotice conversation={conversation} when="waiting" />}
              {mine && m.id === lastSeen && (
                <p className="mt-0.5 text-xs text-ink-soft" data-testid="seen">
                  {t('chat.seen')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
