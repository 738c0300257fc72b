import type { INSTALLABLE_APP_TEXTS as EN } from '../../en/app/installable-app.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the installed app's offline page. */
export const INSTALLABLE_APP_TEXTS: TextsOf<typeof EN> = {
  'offline.metaTitle': 'இணைய இணைப்பு இல்லை | {brand}',
  'offline.title': 'இணைய இணைப்பு இல்லை',
  'offline.privacy':
    'உங்கள் குடும்பத்தின் தனியுரிமைக்காக, உறுப்பினர்களின் சுயவிவரங்கள், புகைப்படங்கள், செய்திகள் எதுவும் இந்தச் சாதனத்தில் சேமிக்கப்படுவதில்லை. இணைப்பு கிடைத்ததும் அவை மீண்டும் தெரியும்.',
};
