import { Link } from 'react-router';
import { Lock, MessageCircle } from 'lucide-react';
import { chatPath, ROUTES, type ChatAccess } from '@inai/shared';
import { useActing } from '../lib/hooks/use-acting';
import { useI18n } from '../lib/i18n';
import { RefusedButton } from './family-refusal';

/**
 * Chat with `userId`, as the server answered (`access`, from the entitlements policy): 'Chat now'
 * only where chat can happen (a plan with chat and an accepted interest); 'Unlock chat' to the
 * plans for a member whose plan has no chat (specification section 4, Profile visibility); and a
 * disabled control that says why for a Platinum member without an accepted interest yet, or for
 * a co-manager the holder did not allow to chat.
 */
export function ChatButton({ userId, access }: { userId: number; access: ChatAccess }) {
  const { t } = useI18n();
  const refusal = useActing().refusal('chat');
  if (access === 'open' && refusal)
    return (
      <RefusedButton reason={refusal} className="btn-outline" testId="chat-action">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('search.chatNow')}
      </RefusedButton>
    );
  if (access === 'open')
    return (
      <Link to={chatPath(userId)} className="btn-outline" data-testid="chat-action">
        <MessageCircle className="size-4" aria-hidden="true" />
        {t('search.chatNow')}
      </Link>
    );
  if (access === 'plan')
    return (
      <Link to={ROUTES.pricing} className="btn-outline" data-testid="chat-action">
        <Lock className="size-4" aria-hidden="true" />
        {t('search.unlockChat')}
      </Link>
    );
  return (
    <button type="button" className="btn-outline" disabled data-testid="chat-action">
      <MessageCircle className="size-4" aria-hidden="true" />
      {t('search.chatOnceAccepted')}
    </button>
  );
}
