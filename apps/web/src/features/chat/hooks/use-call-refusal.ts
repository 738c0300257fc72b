import { useEffect, useState } from 'react';
import type { ConversationSummary } from '@inai/shared';
import { useChatReady } from '../../../lib/chat/chat-connection';
import { useI18n } from '../../../lib/i18n';
import { canCall } from '../calls/call-media';

/** A connection opening takes a moment after the page loads: only a longer wait is worth words. */
const OFFLINE_AFTER_MS = 5_000;

/**
 * Why this person may not call here, in words, before they try (the server holds the same rule,
 * docs/decisions/0077-calls-signalled-over-chat.md), or undefined when they may. While the live
 * connection is still opening the buttons are off without words ('').
 */
export function useCallRefusal(conversation: ConversationSummary, familyRefusal: string | undefined): string | undefined {
  const { t } = useI18n();
  const ready = useChatReady();
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setLate(true), OFFLINE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  if (!conversation.can_chat) return t('calls.refused.platinum');
  if (familyRefusal) return familyRefusal;
  if (!conversation.other_can_read) return t('calls.refused.otherPlan', { name: conversation.other.name });
  if (!canCall()) return t('calls.refused.browser');
  if (!ready) return late ? t('calls.refused.offline') : '';
  return undefined;
}
