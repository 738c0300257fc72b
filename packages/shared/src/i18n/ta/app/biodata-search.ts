import type { BIODATA_SEARCH_TEXTS as EN } from '../../en/app/biodata-search.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the Tamil biodata in search and Matches (see GLOSSARY.md). */
export const BIODATA_SEARCH_TEXTS: TextsOf<typeof EN> = {
  'search.diet': 'உணவு முறை',
  'search.dietsHint': 'ஒன்று அல்லது அதற்கு மேற்பட்ட உணவு முறைகளைத் தேர்ந்தெடுக்கவும்; எதையும் தேர்வு செய்யாவிட்டால் எல்லா உணவு முறைகளும்.',
  'search.physicalStatus': 'உடல்நிலை',
  'search.residenceCountry': 'வசிப்பிடம்',
  'search.residenceIndia': 'இந்தியா',
  'search.residenceAbroad': 'வெளிநாடு (எந்த நாடும்)',
  'search.educationLevel': 'கல்வி (இதுவோ இதற்கு மேலோ)',

  'search.preference.education_level': 'கல்வி',
  'search.preference.diet': 'உணவு முறை',
  'search.preference.smoking': 'புகைபிடிக்காதவர்',
  'search.preference.drinking': 'மது அருந்தாதவர்',
  'search.preference.physical_status': 'உடல்நிலை',
  'search.preference.family_values': 'குடும்பப் பண்பு',
  'search.preference.residence': 'வசிப்பிடம்',
  'search.widen.education_level': 'எந்தக் கல்வியும்',
  'search.widen.diet': 'எந்த உணவு முறையும்',
  'search.widen.smoking': 'புகைபிடித்தாலும் சரி',
  'search.widen.drinking': 'மது அருந்தினாலும் சரி',
  'search.widen.physical_status': 'எந்த உடல்நிலையும்',
  'search.widen.residence': 'இந்தியாவிலோ வெளிநாட்டிலோ',
  'search.widened.education_level': 'கல்வி',
  'search.widened.diet': 'உணவு முறை',
  'search.widened.smoking': 'புகைபிடித்தல்',
  'search.widened.drinking': 'மது அருந்துதல்',
  'search.widened.physical_status': 'உடல்நிலை',
  'search.widened.residence': 'வசிப்பிடம்',
};
