import type { DAILY_PICKS_MAIL as EN } from '../en/mail-daily-picks.js';
import type { TextsOf } from '../keys.js';

/** Tamil: the Today's matches mail (see en/mail-daily-picks.ts). */
export const DAILY_PICKS_MAIL: TextsOf<typeof EN> = {
  'mail.dailyPicks.subject': 'உங்களுக்கான இன்றைய வரன்கள் – {brand}',
  'mail.dailyPicks.heading': 'இன்றைய வரன்கள்',
  'mail.dailyPicks.greeting': 'வணக்கம் {name}, இன்று உங்கள் வரன் எதிர்பார்ப்புகளுக்குப் பொருந்தும் புதிய சுயவிவரங்கள்:',
  'mail.dailyPicks.star': 'நட்சத்திரம்: {star}',
  'mail.dailyPicks.closing': 'ஒவ்வொரு சுயவிவரமும் உங்களுக்கு ஒருமுறை மட்டுமே தேர்ந்தெடுக்கப்படும்; நாளை காலை புதியவை வரும்.',
  'mail.dailyPicks.action': 'இன்றைய வரன்களைப் பார்க்க',
  'mail.dailyPicks.note': 'இன்றைய வரன்களை மின்னஞ்சலில் பெறுவதை உங்கள் அமைப்புகளில் இயக்கியிருப்பதால் இந்த மின்னஞ்சல் உங்களுக்கு வருகிறது.',
  'mail.dailyPicks.stop': 'ஒரே சொடுக்கில் இந்த மின்னஞ்சல்களை நிறுத்த',
};
