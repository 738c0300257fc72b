import { Link } from 'react-router';
import { Lock, MessageCircle } from 'lucide-react';
import { MESSAGES, PLANNED_ROUTES, ROUTES } from '@inai/shared';

/**
 * 'Chat now' for a member with a plan (chat itself is still coming, so it leads to that page);
 * 'Unlock chat' to the plans for everyone else (specification section 4, Profile visibility).
 */
export function ChatButton({ paying }: { paying: boolean }) {
  return paying ? (
    <Link to={ROUTES.comingSoon} className="btn-outline">
      <MessageCircle className="size-4" aria-hidden="true" />
      {MESSAGES.search.chatNow}
    </Link>
  ) : (
    <Link to={PLANNED_ROUTES.pricing} className="btn-outline">
      <Lock className="size-4" aria-hidden="true" />
      {MESSAGES.search.unlockChat}
    </Link>
  );
}
