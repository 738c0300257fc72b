import type { PARTNER_PREFERENCE_TEXTS as EN } from '../../en/app/partner-preferences.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: partner preferences as ranges and lists (see GLOSSARY.md). */
export const PARTNER_PREFERENCE_TEXTS: TextsOf<typeof EN> = {
  'partnerPreferences.ageFrom': 'குறைந்த வயது',
  'partnerPreferences.ageTo': 'அதிக வயது',
  'partnerPreferences.agePick': 'வயதைத் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.ageBetween': '{min} முதல் {max} வரையிலான வயதைத் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.ageBothNeeded': 'குறைந்த வயது, அதிக வயது இரண்டையும் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.ageMinAboveMax': 'குறைந்த வயது அதிக வயதை விடக் கூடுதலாக இருக்கக் கூடாது',
  'partnerPreferences.ageRange': '{min} முதல் {max} வயது வரை',
  'partnerPreferences.castes': 'சாதிகள்',
  'partnerPreferences.castesHint': 'ஒன்று அல்லது அதற்கு மேற்பட்ட சாதிகளைத் தேர்ந்தெடுக்கவும்; அல்லது “எதுவானாலும் சரி”.',
  'partnerPreferences.castesPick': 'சாதிகளைத் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.chooseCastes': 'பட்டியலிலிருந்து சாதிகளைத் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.stars': 'நட்சத்திரங்கள்',
  'partnerPreferences.starsHint':
    'ஏற்கும் நட்சத்திரங்களைத் தேர்ந்தெடுக்கவும். “என் நட்சத்திரத்துடன் பொருந்துபவை” உங்கள் நட்சத்திரத்துடன் ரஜ்ஜு, வேதை பொருத்தங்கள் உள்ள எல்லா நட்சத்திரங்களையும் சேர்க்கும்.',
  'partnerPreferences.starsPick': 'எந்த நட்சத்திரமும்',
  'partnerPreferences.chooseStars': 'பட்டியலிலிருந்து நட்சத்திரங்களைத் தேர்ந்தெடுக்கவும்',
  'partnerPreferences.compatibleStar': 'என் நட்சத்திரத்துடன் பொருந்துபவை',
  'partnerPreferences.compatibleNeedsStar': 'இதைத் தேர்வு செய்ய, சுயவிவரத்தைத் திருத்துவதில் உங்கள் நட்சத்திரத்தைச் சேமிக்கவும்.',
  'partnerPreferences.chosenCount.one': '{count} தேர்வு',
  'partnerPreferences.chosenCount.other': '{count} தேர்வுகள்',
  'partnerPreferences.incomeFloor': 'குறைந்தபட்ச மாத வருமானம் (₹)',
  'partnerPreferences.incomeFloorHint': 'எதுவானாலும் சரி என்றால் காலியாக விடவும். சம்பளம் தெளிவாக இல்லாத வரன்களும் காட்டப்படும்.',
  'partnerPreferences.incomeFloorInvalid': 'மாத வருமானத்தை முழு ரூபாயில் உள்ளிடவும் (1,00,00,000 வரை)',
  'partnerPreferences.incomeAtLeast': 'மாதம் குறைந்தது {amount}',

  'search.preference.stars': 'நட்சத்திரம்',
  'search.preference.income': 'வருமானம்',
  'search.widen.stars': 'எந்த நட்சத்திரமும்',
  'search.widen.income': 'எந்த வருமானமும்',
  'search.widened.stars': 'நட்சத்திரம்',
  'search.widened.income': 'வருமானம்',
};
