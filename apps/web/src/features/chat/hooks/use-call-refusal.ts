import type { ConversationSummary } from '@inai/shared';
import { useChatReady } from '../../../lib/chat/chat-connection';
import { useI18n } from '../../../lib/i18n';
import { canCall } from '../calls/call-media';

/**
 * Why this person may not call here, in words, before they try (the server holds the same rule,
 * docs/decisions/0077-calls-signalled-over-chat.md), or undefined when they may.
 */
export function useCallRefusal(conversation: ConversationSummary, familyRefusal: string | undefined): string | undefined {
  const { t } = useI18n();
  const ready = useChatReady();
  if (!conversation.can_chat) return t('calls.refused.platinum');
  if (familyRefusal) return familyRefusal;
  if (!conversation.other_can_read) return t('calls.refused.otherPlan', { name: conversation.other.name });
  if (!canCall()) return t('calls.refused.browser');
  if (!ready) return t('calls.refused.offline');
  return undefined;
}
