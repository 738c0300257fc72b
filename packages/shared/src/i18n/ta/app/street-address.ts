import type { STREET_ADDRESS_TEXTS as EN } from '../../en/app/street-address.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the street address and the switch that hides it (see en/app/street-address.ts). */
export const STREET_ADDRESS_TEXTS: TextsOf<typeof EN> = {
  'streetAddress.formHint': 'உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்களுக்கு மட்டுமே காட்டப்படும். அமைப்புகளில் அவர்களிடமிருந்தும் மறைக்கலாம்.',

  'streetAddress.withheld.interest': 'உங்களிடையே விருப்பம் ஏற்கப்பட்ட பிறகே காட்டப்படும்',
  'streetAddress.withheld.owner': 'முகவரி மறைக்கப்பட்டுள்ளது',
  'streetAddress.withheld.plan': 'உங்கள் திட்டத்தில் தொடர்பு விவரங்கள் இல்லை',

  'streetAddress.title': 'வீட்டு முகவரி',
  'streetAddress.hide': 'முகவரியை அனைவரிடமிருந்தும் மறைக்கவும்',
  'streetAddress.hideHelp':
    'அறிமுகமில்லாதவர்கள் உங்கள் வீட்டு முகவரியை ஒருபோதும் பார்க்க மாட்டார்கள்: உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்கள் மட்டுமே, அவர்களின் திட்டத்தில் தொடர்பு விவரங்கள் இருந்தால், பார்க்கலாம். அவர்களிடமிருந்தும் மறைக்க இதை இயக்கவும். உங்கள் நகரமும் மாநிலமும் சுயவிவரத்தில் தொடர்ந்து தெரியும்.',
  'streetAddress.free': 'எல்லா உறுப்பினர்களுக்கும் இலவசம்.',
};
