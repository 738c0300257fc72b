import type { ProfileCard as Card } from '@inai/shared';
import type { useSendInterest } from '../lib/api/sent-interests';
import { ChatButton } from './chat-button';
import { InterestButton } from './interest-button';
import { MatchScore } from './match-score';
import { MoreDetailsAction } from './more-details-action';
import { ProfileCard, type CardLayout } from './profile-card';

/**
 * A profile as Matches shows it, wherever matches are listed (Matches, Today's matches): the
 * card with its match score, chat, more details and interest; linked for paying members only.
 */
export function MatchCard({
  card,
  layout,
  paying,
  interests,
}: {
  card: Card;
  layout: CardLayout;
  paying: boolean;
  interests: ReturnType<typeof useSendInterest>;
}) {
  return (
    <ProfileCard
      card={card}
      layout={layout}
      linked={paying}
      details={<MatchScore card={card} />}
      actions={
        <>
          <ChatButton userId={card.user_id} access={interests.chatWith(card.user_id)} />
          <MoreDetailsAction userId={card.user_id} paying={paying} />
          <InterestButton partnerId={card.user_id} interests={interests} />
        </>
      }
    />
  );
}
