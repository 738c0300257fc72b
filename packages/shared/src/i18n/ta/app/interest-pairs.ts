import type { INTEREST_PAIR_TEXTS as EN } from '../../en/app/interest-pairs.js';
import type { TextsOf } from '../../keys.js';

/**
 * Tamil: one interest between two members, and chat with a member whose plan does not let them
 * read. அவர் is the polite word for him and her alike, so the three forms read the same.
 */
export const INTEREST_PAIR_TEXTS: TextsOf<typeof EN> = {
  'search.interestAccepted': 'விருப்பம் ஏற்கப்பட்டது',
  'search.interestReceived': 'விருப்பம் வந்துள்ளது — பதிலளிக்க',
  'search.interestDeclined': 'நிராகரித்த விருப்பம் — மீண்டும் பார்க்க',
  'search.chatOnceAccepted': 'விருப்பம் ஏற்கப்பட்டதும் அரட்டை',
  'interests.alreadyAccepted': 'உங்களுக்கும் இந்த உறுப்பினருக்கும் இடையே ஏற்கெனவே ஒரு விருப்பம் ஏற்கப்பட்டுள்ளது; மீண்டும் அனுப்பத் தேவையில்லை.',
  'interests.received': 'இந்த உறுப்பினர் ஏற்கெனவே உங்களுக்கு விருப்பம் அனுப்பியுள்ளார். விருப்பங்கள் பக்கத்தில் அதற்குப் பதிலளிக்கவும்.',
  'interests.declinedByYou': 'இந்த உறுப்பினரின் விருப்பத்தை முன்பு நிராகரித்தீர்கள். இப்போது இணைய, விருப்பங்கள் பக்கத்தில் அதை ஏற்றுக்கொள்ளவும்.',

  'chat.cannotRead.Male':
    '{name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் உங்கள் செய்திகளைப் படிக்கலாம். நீங்கள் எழுதும்போதெல்லாம் அவருக்குத் தெரிவிக்கிறோம்.',
  'chat.cannotRead.Female':
    '{name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் உங்கள் செய்திகளைப் படிக்கலாம். நீங்கள் எழுதும்போதெல்லாம் அவருக்குத் தெரிவிக்கிறோம்.',
  'chat.cannotRead.unknown':
    '{name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் உங்கள் செய்திகளைப் படிக்கலாம். நீங்கள் எழுதும்போதெல்லாம் அவருக்குத் தெரிவிக்கிறோம்.',
  'chat.waiting.Male': 'இன்னும் படிக்கப்படவில்லை: {name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் இதைப் படிக்கலாம். அவருக்குத் தெரிவித்துவிட்டோம்.',
  'chat.waiting.Female': 'இன்னும் படிக்கப்படவில்லை: {name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் இதைப் படிக்கலாம். அவருக்குத் தெரிவித்துவிட்டோம்.',
  'chat.waiting.unknown': 'இன்னும் படிக்கப்படவில்லை: {name} அவர்கள் {plan} திட்டத்தைப் பெற்றதும் இதைப் படிக்கலாம். அவருக்குத் தெரிவித்துவிட்டோம்.',
};
