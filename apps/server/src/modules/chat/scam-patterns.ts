import type { ScamKind } from '@inai/shared';

/**
 * The known matrimony scams as data: each kind's patterns in English, Tamil and
 * Tanglish (Tamil in Latin letters). A message that matches any pattern of a kind gets that
 * kind's warning for its recipient; it is still delivered (we warn, we do not censor). The
 * patterns ask for a request or a story, not a topic: "my father works in a bank" or "I trade in
 * textiles" must not warn, so a bare word such as bank or trade never matches alone.
 */
export interface ScamPatterns {
  kind: ScamKind;
  patterns: RegExp[];
  /** Only within a conversation's first messages (moving to another app is a sign only early on). */
  firstMessagesOnly?: boolean;
}

/** How many of a conversation's first messages the 'first messages only' kinds look at. */
export const FIRST_MESSAGES = 10;

const ASK = String.raw`(?:send|transfer|lend|loan|give|need|pay|deposit|arrange)`;
const MONEY = String.raw`(?:\b(?:money|cash|funds?|amount|rupees|rs|inr|lakhs?)\b|₹)`;
const PAY_APPS = String.raw`(?:upi|g ?pay|google ?pay|phone ?pe|paytm|bhim)`;
const OTHER_APPS = String.raw`(?:whats ?app|telegram|signal|wechat|imo|snapchat|instagram|insta|viber|hangouts)`;

export const SCAM_PATTERNS: readonly ScamPatterns[] = [
  {
    kind: 'money',
    patterns: [
      // English
      new RegExp(String.raw`\b${ASK}\b.{0,40}${MONEY}`, 'iu'),
      new RegExp(String.raw`${MONEY}.{0,30}\b(?:urgently|immediately|asap|transfer|send)\b`, 'iu'),
      new RegExp(String.raw`\b${PAY_APPS}\b.{0,30}\b(?:id|number|no\.?|send|transfer|pay|scan|qr)\b`, 'iu'),
      new RegExp(String.raw`\b(?:send|pay|transfer|scan)\b.{0,30}\b${PAY_APPS}\b`, 'iu'),
      /\b(?:bank|account)\s*(?:details|number|no\.?|a\/c)\b|\bifsc\b|\bcvv\b|\b(?:debit|credit|atm) card (?:number|details|pin)\b/iu,
      /\botp\b|\bone[- ]time password\b|\bverification code\b/iu,
      // Tamil
      /(?:பணம்|காசு|ரூபாய்|தொகை).{0,20}(?:அனுப்ப|அனுப்பு|வேண்டும்|தேவை|கொடு|போடு|கடனாக)/u,
      /(?:கடன்|கடனாக).{0,20}(?:வேண்டும்|தேவை|கொடு|தர)/u,
      /(?:வங்கி|பேங்க்)\s*(?:கணக்கு|அக்கவுண்ட்|விவரம்)/u,
      /(?:ஓடிபி|ஓ\.டி\.பி|ஒருமுறை கடவுச்சொல்)/u,
      /(?:யுபிஐ|ஜிபே|கூகுள் பே|போன்பே)/u,
      // Tanglish
      /\b(?:panam|paisa|kaasu|kasu|amount|money)\b.{0,20}\b(?:anuppu\w*|anupu\w*|venum|vendum|thevai|kudu\w*|podu\w*)\b/iu,
    ],
  },
  {
    kind: 'customs',
    patterns: [
      // English
      /\bcustoms?\b.{0,40}\b(?:duty|charges?|fees?|clearance|held|parcel|package|release|officer)\b/iu,
      /\b(?:gift|parcel|package|courier)\b.{0,40}\b(?:customs|held|stuck|seized|detained|clearance|release)\b/iu,
      /\b(?:detained|stuck|held|arrested|caught)\b.{0,30}\bairport\b/iu,
      /\bairport\b.{0,30}\b(?:detained|stuck|held|custody|arrested|caught|fine|penalty)\b/iu,
      // Tamil
      /(?:சுங்க|கஸ்டம்ஸ்)/u,
      /(?:பரிசு|பார்சல்|கிஃப்ட்|கூரியர்).{0,30}(?:கட்டணம்|விமான நிலைய|ஏர்போர்ட்|பிடித்து|சிக்கி|விடுவிக்க)/u,
      /(?:விமான நிலைய|ஏர்போர்ட்).{0,30}(?:தடுத்து|பிடித்து|சிக்கி|கைது|அபராதம்)/u,
      // Tanglish
      /\bairport\b.{0,30}\b(?:maati\w*|pudichi\w*|pudichitanga)\b/iu,
      /\b(?:gift|parcel)\b.{0,30}\b(?:vandhirukku|vanthirukku|release pannanum|kattanum)\b/iu,
    ],
  },
  {
    kind: 'investment',
    patterns: [
      // English
      /\b(?:crypto\w*|bitcoin|btc|usdt|ethereum|forex|binary options?)\b/iu,
      /\b(?:trading|investment|invest|investing)\b.{0,40}\b(?:profits?|returns?|guaranteed|double|platform|app|tips?|scheme)\b/iu,
      /\b(?:guaranteed|double your|high|daily)\s+(?:returns?|profits?|money|income)\b/iu,
      // Tamil
      /முதலீடு.{0,30}(?:லாபம்|வருமானம்|இரட்டிப்பு|ஆப்)/u,
      /(?:கிரிப்டோ|பிட்காயின்|பிட் காயின்)/u,
      /(?:டிரேடிங்|ட்ரேடிங்).{0,30}(?:லாபம்|ஆப்|வருமானம்|டிப்ஸ்)/u,
      /(?:இரட்டிப்பு|டபுள்) (?:லாபம்|பணம்)/u,
      // Tanglish
      /\b(?:invest\w*|trading)\b.{0,30}\b(?:labam|laabam|laapam|double aagum|double agum)\b/iu,
      /\bpanam double\b/iu,
    ],
  },
  {
    kind: 'off_platform',
    firstMessagesOnly: true,
    patterns: [
      // English (the names are the same in Tanglish: "whatsapp la pesalam")
      new RegExp(String.raw`\b${OTHER_APPS}\b`, 'iu'),
      /\b(?:chat|talk|message|contact|continue)\b.{0,30}\b(?:outside|another app|other app|personal number)\b/iu,
      // Tamil
      /(?:வாட்ஸ்அப்|வாட்ஸ் அப்|வாட்ஸப்|வாட்சப்|டெலிகிராம்|டெலிக்ராம்|இன்ஸ்டாகிராம்)/u,
      /(?:வேறு|மற்ற) (?:ஆப்|செயலி).{0,20}(?:பேச|தொடர)/u,
    ],
  },
];

/**
 * The scam kinds `text` looks like; `position` is how many messages the conversation held
 * before it (0 for the first), for the kinds that matter only early on.
 */
export function scamWarnings(text: string, position: number): ScamKind[] {
  const flat = text.replace(/\s+/gu, ' ');
  return SCAM_PATTERNS.filter(
    (p) => (!p.firstMessagesOnly || position < FIRST_MESSAGES) && p.patterns.some((pattern) => pattern.test(flat)),
  ).map((p) => p.kind);
}
