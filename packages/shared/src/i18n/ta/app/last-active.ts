import type { LAST_ACTIVE_TEXTS as EN } from '../../en/app/last-active.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: when a member was last active and the switch that shows it (see en/app/last-active.ts). */
export const LAST_ACTIVE_TEXTS: TextsOf<typeof EN> = {
  'lastActive.today': 'இன்று செயலில் இருந்தார்',
  'lastActive.week': 'இந்த வாரம் செயலில் இருந்தார்',
  'lastActive.month': 'இந்த மாதம் செயலில் இருந்தார்',

  'lastActive.settingsTitle': 'கடைசியாகச் செயலில் இருந்தது',
  'lastActive.show': 'நான் கடைசியாக எப்போது செயலில் இருந்தேன் என்பதைக் காட்டவும்',
  'lastActive.showHelp':
    'பிற உறுப்பினர்கள் "இன்று", "இந்த வாரம்" அல்லது "இந்த மாதம்" செயலில் இருந்தீர்கள் என்பதை மட்டுமே பார்ப்பார்கள்; நேரத்தை ஒருபோதும் பார்க்க மாட்டார்கள். இதை நிறுத்தினால், பிறர் எப்போது செயலில் இருந்தார்கள் என்பதும் உங்களுக்குத் தெரியாது.',
};
