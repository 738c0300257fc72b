import { useId } from 'react';
import { Phone, Video } from 'lucide-react';
import type { CallMedia, ConversationSummary } from '@inai/shared';
import { wantCallScreens } from '../../../lib/chat/call-signal';
import { useI18n } from '../../../lib/i18n';
import { callSession, useCallState } from '../calls/call-session';

/** "Voice call" and "Video call" in a conversation's header, off with the reason when the rule refuses. */
export function CallButtons({ conversation, refusal }: { conversation: ConversationSummary; refusal: string | undefined }) {
  const { t } = useI18n();
  const id = useId();
  const phase = useCallState().phase;
  const inCall = phase !== 'idle' && phase !== 'ended';
  const call = (media: CallMedia) => {
    wantCallScreens();
    const other = conversation.other;
    callSession.prepare(
      conversation.id,
      other.user_id,
      { name: other.name, picture: other.picture, blurred: other.picture_blurred, gender: other.gender },
      media,
    );
  };
  return (
    <>
      <div className="flex gap-1" role="group" aria-label={t('calls.callName', { name: conversation.other.name })}>
        {(['audio', 'video'] as const).map((media) => {
          const Icon = media === 'video' ? Video : Phone;
          const label = t(media === 'video' ? 'calls.video' : 'calls.voice');
          return (
            <button
              key={media}
              type="button"
              className="btn-outline px-3 py-1.5"
              disabled={refusal !== undefined || inCall}
              aria-describedby={refusal ? `${id}-refusal` : undefined}
              title={refusal || label}
              onClick={() => call(media)}
              data-testid={`call-${media}`}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{label}</span>
            </button>
          );
        })}
      </div>
      {refusal && (
        <p id={`${id}-refusal`} className="w-full text-xs text-ink-soft" data-testid="call-refusal">
          {refusal}
        </p>
      )}
    </>
  );
}
