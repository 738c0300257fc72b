import type { ScamKind } from '@inai/shared';
import { describe, expect, it } from 'vitest';
import { FIRST_MESSAGES, scamWarnings } from './scam-patterns.js';

const WARN: [ScamKind, string][] = [
  // money: English
  ['money', 'Please send money, my mother is in hospital'],
  ['money', 'Can you transfer 20,000 rupees today?'],
  ['money', 'I need ₹5000 urgently'],
  ['money', 'What is your UPI id? I will explain'],
  ['money', 'Just pay on GPay to this number'],
  ['money', 'Share your bank account number and IFSC'],
  ['money', 'You will get an OTP, tell me the OTP'],
  // money: Tamil and Tanglish
  ['money', 'அவசரமாக பணம் அனுப்ப முடியுமா?'],
  ['money', 'எனக்கு கொஞ்சம் கடன் வேண்டும்'],
  ['money', 'உங்கள் வங்கி கணக்கு எண்ணை அனுப்புங்கள்'],
  ['money', 'உங்களுக்கு வந்த ஓடிபி சொல்லுங்கள்'],
  ['money', 'கூகுள் பே நம்பர் என்ன?'],
  ['money', 'konjam panam anuppunga please'],
  ['money', 'oru 10000 amount venum'],
  // customs: English
  ['customs', 'I sent you a gift parcel, you must pay the customs duty to release it'],
  ['customs', 'Your package is held at customs clearance'],
  ['customs', 'I am detained at Delhi airport, they want a fine'],
  // customs: Tamil and Tanglish
  ['customs', 'சுங்க கட்டணம் கட்ட வேண்டும்'],
  ['customs', 'உங்களுக்கு அனுப்பிய பரிசு விமான நிலையத்தில் பிடித்து வைத்திருக்கிறார்கள்'],
  ['customs', 'நான் விமான நிலையத்தில் சிக்கி இருக்கிறேன்'],
  ['customs', 'airport la maatikiten, help pannunga'],
  ['customs', 'gift vandhirukku, customs kattanum'],
  // investment: English
  ['investment', 'I make good money with crypto, let me show you'],
  ['investment', 'This trading app gives guaranteed returns'],
  ['investment', 'Invest with me and double your money'],
  // investment: Tamil and Tanglish
  ['investment', 'இந்த முதலீடு மூலம் நல்ல லாபம் கிடைக்கும்'],
  ['investment', 'பிட்காயின் வாங்குங்கள்'],
  ['investment', 'ட்ரேடிங் ஆப் மூலம் தினமும் லாபம்'],
  ['investment', 'invest pannunga, nalla laabam varum'],
  // off_platform (early in a conversation): English, Tamil, Tanglish
  ['off_platform', "Let's talk on WhatsApp instead"],
  ['off_platform', 'Message me on Telegram'],
  ['off_platform', 'வாட்ஸ்அப்பில் பேசலாமா?'],
  ['off_platform', 'டெலிகிராம் ல தொடர்பு கொள்ளுங்கள்'],
  ['off_platform', 'whatsapp la pesalama?'],
];

const CLEAN = [
  'My father works in a bank.',
  'I trade in textiles in Erode.',
  'Vanakkam! How is your family?',
  'I work as a software engineer in Chennai.',
  'Our family temple is in Kumbakonam.',
  'I will be at the airport to receive my cousin on Sunday.',
  'எங்கள் அப்பா வங்கியில் வேலை செய்கிறார்.',
  'எனக்கு இசை மிகவும் பிடிக்கும்.',
  'Amma is asking about your horoscope.',
  'I enjoy reading about history and travel.',
  'Send me your photos in your best saree!',
  'What do you do on weekends?',
];

describe('scam warnings', () => {
  it.each(WARN)('warns of %s: %s', (kind, text) => {
    expect(scamWarnings(text, 0)).toContain(kind);
  });

  it.each(CLEAN)('does not warn: %s', (text) => {
    expect(scamWarnings(text, 0)).toEqual([]);
  });

  it('warns of moving to another app only within the first messages', () => {
    expect(scamWarnings('Add me on WhatsApp', FIRST_MESSAGES - 1)).toEqual(['off_platform']);
    expect(scamWarnings('Add me on WhatsApp', FIRST_MESSAGES)).toEqual([]);
    // The other kinds count at any point.
    expect(scamWarnings('Please send money on GPay', 500)).toEqual(['money']);
  });

  it('reports every kind a message looks like, once', () => {
    expect(scamWarnings('Customs held your gift parcel; send money on WhatsApp', 0)).toEqual([
      'money',
      'customs',
      'off_platform',
    ]);
  });
});
