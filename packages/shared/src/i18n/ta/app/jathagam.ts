import type { JATHAGAM_TEXTS as EN } from '../../en/app/jathagam.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the birth chart calculator's field messages (see en/app/jathagam.ts). */
export const JATHAGAM_TEXTS: TextsOf<typeof EN> = {
  'jathagam.dateInvalid': 'பிறந்த தேதியை 1900 முதல் 2100 வரையிலான சரியான தேதியாகக் கொடுக்கவும்.',
  'jathagam.timeInvalid': 'பிறந்த நேரத்தை மணி, நிமிடமாகக் கொடுக்கவும், எ.கா. 06:45 அல்லது 18:30.',
  'jathagam.placeRequired': 'பிறந்த ஊரைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
  'jathagam.placeUnknown': 'இந்த ஊரைக் கண்டுபிடிக்க முடியவில்லை. பிறந்த ஊரைப் பட்டியலிலிருந்து மீண்டும் தேர்ந்தெடுக்கவும்.',
  'jathagam.coordinatesInvalid': 'அட்சரேகையை -90 முதல் 90 வரையும் தீர்க்கரேகையை -180 முதல் 180 வரையும் கொடுக்கவும்.',
  'jathagam.timezoneInvalid': 'ஊரின் நேர மண்டலத்தை நேர மண்டலப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
};
