import { Phone, PhoneIncoming, PhoneMissed, PhoneOutgoing, Video } from 'lucide-react';
import type { ChatMessage } from '@inai/shared';
import { FamilyActNote } from '../../../components/family-act-note';
import { familyFieldsOf } from '../../../lib/family-words';
import { useI18n } from '../../../lib/i18n';
import { chatTime } from './chat-time';
import { callEntryText } from '../calls/call-words';

/**
 * A call's entry in the history, in words and with its duration ("Video call · 3 min 5 s",
 * "Voice call · Missed call"), on the side of whoever called, with who of the family rang.
 */
export function CallEntry({ entry, mine, gender }: { entry: ChatMessage; mine: boolean; gender: string | null | undefined }) {
  const { t, locale } = useI18n();
  const missed = entry.outcome === 'missed' && !mine;
  const Icon = missed
    ? PhoneMissed
    : entry.media === 'video'
      ? Video
      : mine
        ? PhoneOutgoing
        : entry.outcome
          ? PhoneIncoming
          : Phone;
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-testid="call-entry" data-outcome={entry.outcome}>
      <div
        className={`flex max-w-[85%] items-center gap-2 rounded-2xl px-3 py-2 text-sm ring-1 ${
          missed ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-white text-ink ring-maroon-100'
        }`}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className="break-words">{callEntryText(t, entry, mine)}</span>
        <time className="shrink-0 text-[0.6875rem] text-ink-soft" dateTime={entry.started_at ?? entry.sent_at}>
          {chatTime(entry.started_at ?? entry.sent_at, locale)}
        </time>
      </div>
      <FamilyActNote act="sentBy" relation={familyFieldsOf(entry).sent_by_relation} gender={gender} className="mt-0.5" />
    </li>
  );
}
