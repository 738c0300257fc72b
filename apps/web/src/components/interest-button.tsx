import { Heart, HeartHandshake } from 'lucide-react';
import type { useSendInterest } from '../lib/api/sent-interests';
import { useI18n } from '../lib/i18n';

/** 'Send interest', or 'Interest sent' once it is (then it cannot be sent again). */
export function InterestButton({ partnerId, interests }: { partnerId: number; interests: ReturnType<typeof useSendInterest> }) {
  const { t } = useI18n();
  const sent = interests.isSent(partnerId);
  return (
    <button
      type="button"
      className={sent ? 'btn-outline' : 'btn-primary'}
      disabled={sent || interests.isSending(partnerId)}
      onClick={() => interests.send(partnerId)}
    >
      {sent ? <HeartHandshake className="size-4" aria-hidden="true" /> : <Heart className="size-4" aria-hidden="true" />}
      {sent ? t('search.interestSent') : t('search.sendInterest')}
    </button>
  );
}
