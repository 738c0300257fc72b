import { Link } from 'react-router';
import { Lock, MessageCircle } from 'lucide-react';
import { chatPath, ROUTES } from '@inai/shared';
import { useI18n } from '../lib/i18n';
import { useViewerPlan } from '../lib/session/use-viewer-plan';

/**
 * 'Chat now' for a member whose plan includes chat (Platinum): it opens the conversation with
 * `userId`, whose screen explains when the two may not chat yet (no accepted interest). 'Unlock
 * chat' to the plans for everyone else (specification section 4, Profile visibility, and the plan
 * feature matrix of section 6).
 */
export function ChatButton({ userId }: { userId: number }) {
  const { t } = useI18n();
  const canChat = useViewerPlan()?.chat === true;
  return canChat ? (
    <Link to={chatPath(userId)} className="btn-outline">
      <MessageCircle className="size-4" aria-hidden="true" />
      {t('search.chatNow')}
    </Link>
  ) : (
    <Link to={ROUTES.pricing} className="btn-outline">
      <Lock className="size-4" aria-hidden="true" />
      {t('search.unlockChat')}
    </Link>
  );
}
