import { Clock } from 'lucide-react';
import type { ConversationSummary } from '@inai/shared';
import { useI18n } from '../../../lib/i18n';
import { planNameKey } from '../../../lib/plan-names';

/** The form of a text about the other member: English says he or she; Tamil's polite அவர் is one word for both. */
const formOf = (gender: string | null) => (gender === 'Male' || gender === 'Female' ? gender : 'unknown');

/**
 * What the writer is told when the other member's plan does not let them read (the server's
 * `other_can_read`): before writing, that they can read once they have the plan and are told each
 * time the writer writes; under a message still waiting, that it waits and that they were told.
 */
export function ReadingNotice({ conversation, when }: { conversation: ConversationSummary; when: 'before' | 'waiting' }) {
  const { t } = useI18n();
  const params = { name: conversation.other.name, plan: t(planNameKey(conversation.reading_plan_id)) };
  const form = formOf(conversation.other.gender);
  if (when === 'waiting')
    return (
      <p className="mt-0.5 flex max-w-[85%] items-start justify-end gap-1 text-right text-xs text-ink-soft" data-testid="waiting">
        <Clock className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
        <span>{t(`chat.waiting.${form}`, params)}</span>
      </p>
    );
  return (
    <p role="note" className="mb-2 flex items-start gap-2 text-sm text-maroon-800" data-testid="cannot-read-notice">
      <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{t(`chat.cannotRead.${form}`, params)}</span>
    </p>
  );
}
