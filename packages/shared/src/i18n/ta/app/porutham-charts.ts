import type { PORUTHAM_CHARTS_TEXTS as EN } from '../../en/app/porutham-charts.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the comparison of two birth charts (see en/app/porutham-charts.ts). */
export const PORUTHAM_CHARTS_TEXTS: TextsOf<typeof EN> = {
  'poruthamCharts.summary.stars_compatible':
    'முடிவு செய்யும் ரஜ்ஜு, வேதை ஆகிய இரண்டு பொருத்தங்களும் இருவரின் நட்சத்திரங்களுக்கும் பொருந்துகின்றன.',
  'poruthamCharts.summary.stars_not_compatible':
    'முடிவு செய்யும் ரஜ்ஜு அல்லது வேதை பொருத்தம் இருவரின் நட்சத்திரங்களுக்கும் பொருந்தவில்லை; ஆகவே நட்சத்திரங்கள் பொருந்தவில்லை.',
  'poruthamCharts.summary.chevvai_both': 'இருவருக்கும் செவ்வாய் தோஷம் உள்ளது; இரு பக்கமும் அது சமமாக உள்ளது.',
  'poruthamCharts.summary.chevvai_neither': 'இருவருக்கும் செவ்வாய் தோஷம் இல்லை.',
  'poruthamCharts.summary.chevvai_bride_only':
    'மணமகளுக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் தோஷம் உள்ள மணமகனைத் தேடுவார்கள்.',
  'poruthamCharts.summary.chevvai_groom_only':
    'மணமகனுக்கு மட்டும் செவ்வாய் தோஷம் உள்ளது. இந்த வழக்கத்தைப் பின்பற்றும் குடும்பங்கள் தோஷம் உள்ள மணமகளைத் தேடுவார்கள்.',
  'poruthamCharts.summary.papa_balanced':
    'பாப சாம்யம் சரியாக உள்ளது: மணமகளின் ஜாதகத்தில் பாப கிரகங்களின் மதிப்பு ({bride}) மணமகனின் ஜாதகத்தில் உள்ளதை ({groom}) விட அதிகமில்லை.',
  'poruthamCharts.summary.papa_unbalanced':
    'பாப சாம்யம் சரியாக இல்லை: மணமகளின் ஜாதகத்தில் பாப கிரகங்களின் மதிப்பு ({bride}) மணமகனின் ஜாதகத்தில் உள்ளதை ({groom}) விட அதிகம்.',
  'poruthamCharts.summary.dasa_sandhi_none': 'அடுத்த பத்து ஆண்டுகளில் இருவருக்கும் ஆறு மாதங்களுக்குள் புதிய மகா தசை தொடங்குவதில்லை.',
  'poruthamCharts.summary.dasa_sandhi_found':
    'அடுத்த பத்து ஆண்டுகளில் இருவருக்கும் ஆறு மாதங்களுக்குள் புதிய மகா தசை தொடங்குகிறது (தசை சந்தி). ஜோதிடர்கள் இந்தக் காலத்தைக் கவனமாகப் பார்ப்பார்கள்.',
  'poruthamCharts.tradition':
    'தென்னிந்திய ஜோதிட மென்பொருள்கள் பொதுவாகக் கணக்கிடுவதுபோல் பாப சாம்யத்தைக் கணக்கிடுகிறோம்: 1, 2, 4, 7, 8, 12 ஆம் வீடுகளில் உள்ள சூரியன், செவ்வாய், சனி, ராகு ஒவ்வொன்றுக்கும் லக்னத்திலிருந்து 1, சந்திரனிலிருந்து ½, சுக்கிரனிலிருந்து ¼; மணமகளின் மொத்தம் மணமகனின் மொத்தத்தை விட அதிகமாக இருக்கக் கூடாது.',

  'poruthamCharts.errors.bride.required': 'மணமகளின் பிறந்த தேதி, நேரம், ஊர் ஆகியவற்றைக் கொடுக்கவும்.',
  'poruthamCharts.errors.bride.dateInvalid': 'மணமகளின் பிறந்த தேதியை 1900 முதல் 2100 வரையிலான சரியான தேதியாகக் கொடுக்கவும்.',
  'poruthamCharts.errors.bride.timeInvalid': 'மணமகளின் பிறந்த நேரத்தை மணி, நிமிடமாகக் கொடுக்கவும், எ.கா. 06:45 அல்லது 18:30.',
  'poruthamCharts.errors.bride.placeRequired': 'மணமகளின் பிறந்த ஊரைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
  'poruthamCharts.errors.bride.placeUnknown':
    'மணமகளின் பிறந்த ஊரைக் கண்டுபிடிக்க முடியவில்லை. அதைப் பட்டியலிலிருந்து மீண்டும் தேர்ந்தெடுக்கவும்.',
  'poruthamCharts.errors.bride.coordinatesInvalid':
    'மணமகளின் பிறந்த ஊருக்கு அட்சரேகையை -90 முதல் 90 வரையும் தீர்க்கரேகையை -180 முதல் 180 வரையும் கொடுக்கவும்.',
  'poruthamCharts.errors.bride.timezoneInvalid': 'மணமகளின் பிறந்த ஊரின் நேர மண்டலத்தை நேர மண்டலப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
  'poruthamCharts.errors.groom.required': 'மணமகனின் பிறந்த தேதி, நேரம், ஊர் ஆகியவற்றைக் கொடுக்கவும்.',
  'poruthamCharts.errors.groom.dateInvalid': 'மணமகனின் பிறந்த தேதியை 1900 முதல் 2100 வரையிலான சரியான தேதியாகக் கொடுக்கவும்.',
  'poruthamCharts.errors.groom.timeInvalid': 'மணமகனின் பிறந்த நேரத்தை மணி, நிமிடமாகக் கொடுக்கவும், எ.கா. 06:45 அல்லது 18:30.',
  'poruthamCharts.errors.groom.placeRequired': 'மணமகனின் பிறந்த ஊரைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
  'poruthamCharts.errors.groom.placeUnknown':
    'மணமகனின் பிறந்த ஊரைக் கண்டுபிடிக்க முடியவில்லை. அதைப் பட்டியலிலிருந்து மீண்டும் தேர்ந்தெடுக்கவும்.',
  'poruthamCharts.errors.groom.coordinatesInvalid':
    'மணமகனின் பிறந்த ஊருக்கு அட்சரேகையை -90 முதல் 90 வரையும் தீர்க்கரேகையை -180 முதல் 180 வரையும் கொடுக்கவும்.',
  'poruthamCharts.errors.groom.timezoneInvalid': 'மணமகனின் பிறந்த ஊரின் நேர மண்டலத்தை நேர மண்டலப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்.',
};
