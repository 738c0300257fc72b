import {
  SCAM_KINDS,
  type CallEndReason,
  type CallMedia,
  type CallOutcome,
  type ChatMessage,
  type ConversationSummary,
  type FamilyRelation,
  type ScamKind,
} from '@inai/shared';
import type { MediaSigner } from '../../lib/media-signer.js';
import { cardPicture } from '../cards/cards.presenter.js';
import { readingPlan } from '../entitlements/entitlements.policy.js';
import type { ConversationListRow, MessageRow } from './chat.repository.js';

/** How far each member of a conversation has read it. */
export type ReadMarks = ReadonlyMap<number, { up_to: number; seen_at: string }>;

/** Who looks at a message or a conversation, and whether their plan lets them read it. */
export interface ChatViewer {
  id: number;
  canChat: boolean;
}

/** The stored comma-separated kinds, as the contract's list (unknown words are dropped). */
export function warningsOf(stored: string): ScamKind[] {
  return stored.split(',').filter((k): k is ScamKind => (SCAM_KINDS as readonly string[]).includes(k));
}

/**
 * A message as `viewer` sees it, with who of the writer's family wrote it: the text only when their plan includes chat; the scam
 * warnings only for the recipient; the client's id only for the sender; `seen_at` from the
 * recipient's read mark (`recipientId` is the member who did not send it).
 */
export function presentMessage(row: MessageRow, viewer: ChatViewer, recipientId: number, marks: ReadMarks): ChatMessage {
  const mark = marks.get(recipientId);
  const message: ChatMessage = {
    id: row.id,
    conversation_id: row.conversation_id,
    sender_id: row.sender_id,
    text: viewer.canChat ? row.text : null,
    sent_at: row.sent_at,
    seen_at: mark && row.id <= mark.up_to ? mark.seen_at : null,
    warnings: row.sender_id === viewer.id ? [] : warningsOf(row.warnings),
    // Truth to the other family (docs/decisions/0074): which of the writer's people wrote it.
    sent_by_relation: (row.sent_by_relation ?? null) as FamilyRelation | null,
  };
  if (row.sender_id === viewer.id && row.client_id !== null) message.client_id = row.client_id;
  if (row.kind === 'call') {
    // A call's entry (docs/decisions/0077-calls-signalled-over-chat.md): what the log keeps, no text.
    Object.assign(message, {
      kind: 'call',
      text: null,
      warnings: [],
      media: row.call_media as CallMedia,
      outcome: row.call_outcome as CallOutcome,
      started_at: row.call_started_at ?? row.sent_at,
      duration_s: row.call_duration_s ?? 0,
      caller_id: row.sender_id,
      ...(row.call_end_reason ? { end_reason: row.call_end_reason as CallEndReason } : {}),
    } satisfies Partial<ChatMessage>);
  } else message.kind = 'text';
  return message;
}

/**
 * A conversation in the viewer's list. The picture follows search's rule (cardPicture), and
 * `partner` says whether an accepted interest joins the two now (the photo lock's exception);
 * `otherCanRead` whether the other member's plan lets them read what the viewer writes.
 */
export function presentConversation(
  row: ConversationListRow,
  viewer: ChatViewer,
  media: MediaSigner,
  paying: boolean,
  partner: boolean,
  otherCanRead: boolean,
): ConversationSummary {
  const picture = cardPicture(media, row.avatar_id, row.photos_visibility === 1, paying, viewer.id, partner);
  return {
    id: row.id,
    other: {
      user_id: row.other_id,
      name: row.name,
      picture,
      picture_blurred: picture !== null && !paying,
      gender: row.other_gender ?? null,
    },
    last_message:
      row.last_sent_at === null || row.last_sent_at === undefined
        ? null
        : {
            text: viewer.canChat && row.last_kind !== 'call' ? (row.last_text ?? null) : null,
            sent_at: row.last_sent_at,
            from_me: row.last_sender_id === viewer.id,
            kind: row.last_kind === 'call' ? 'call' : 'text',
            // A call's entry says itself in words in the list ("Missed video call"), as in the history.
            ...(row.last_kind === 'call'
              ? {
                  media: row.last_call_media as CallMedia,
                  outcome: row.last_call_outcome as CallOutcome,
                  duration_s: row.last_call_duration_s ?? 0,
                }
              : {}),
          },
    unread: Number(row.unread ?? 0),
    can_chat: viewer.canChat,
    other_can_read: otherCanRead,
    reading_plan_id: readingPlan().id,
  };
}
