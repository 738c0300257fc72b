import type { SHORTLIST_TEXTS as EN } from '../../en/app/shortlist.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the shortlist, profile created by and the registration declaration (see en/app/shortlist.ts). */
export const SHORTLIST_TEXTS: TextsOf<typeof EN> = {
  'shortlist.createdBy.label': 'சுயவிவரத்தை உருவாக்கியவர்',
  'shortlist.createdBy.shown': 'சுயவிவரத்தை உருவாக்கியவர்: {who}',
  'shortlist.createdBy.unknown': 'சுயவிவரத்தை உருவாக்கியவரைப் பட்டியலிலிருந்து தேர்ந்தெடுக்கவும்',
  'options.profileCreatedBy.Self': 'தாமே',
  'options.profileCreatedBy.Parent': 'பெற்றோர்',
  'options.profileCreatedBy.Sibling': 'உடன்பிறந்தவர்',
  'options.profileCreatedBy.Relative': 'உறவினர்',
  'options.profileCreatedBy.Friend': 'நண்பர்',

  'shortlist.declaration': 'நான் திருமணத்திற்காகவே வரன் தேடுகிறேன், பொழுதுபோக்கு நட்புக்காக அல்ல; நான் தரும் விவரங்கள் அனைத்தும் உண்மையானவை.',

  'shortlist.add': 'தேர்வுப் பட்டியலில் சேர்க்க',
  'shortlist.remove': 'தேர்வுப் பட்டியலிலிருந்து நீக்க',
  'shortlist.added': 'உங்கள் தேர்வுப் பட்டியலில் சேர்க்கப்பட்டது',
  'shortlist.removed': 'உங்கள் தேர்வுப் பட்டியலிலிருந்து நீக்கப்பட்டது',
  'shortlist.failed': 'தேர்வுப் பட்டியலை மாற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'shortlist.notYourself': 'உங்கள் சொந்தச் சுயவிவரத்தைத் தேர்வுப் பட்டியலில் சேர்க்க முடியாது',
  'shortlist.notFound': 'இந்தச் சுயவிவரம் இப்போது கிடைக்கவில்லை. அது மறைக்கப்பட்டிருக்கலாம் அல்லது நீக்கப்பட்டிருக்கலாம்.',
  'shortlist.full': 'தேர்வுப் பட்டியலில் அதிகபட்சம் {max} சுயவிவரங்கள் இருக்கலாம். புதியவற்றைச் சேர்க்கும் முன் சிலவற்றை நீக்கவும்.',

  'shortlist.menu': 'தேர்வுப் பட்டியல்',
  'shortlist.title': 'தேர்வுப் பட்டியல்',
  'shortlist.intro': 'இதயக் குறியால் நீங்கள் சேமித்த சுயவிவரங்கள், புதியவை முதலில்.',
  'shortlist.count.one': '{count} சுயவிவரம் சேமிக்கப்பட்டுள்ளது',
  'shortlist.count.other': '{count} சுயவிவரங்கள் சேமிக்கப்பட்டுள்ளன',
  'shortlist.emptyTitle': 'உங்கள் தேர்வுப் பட்டியல் காலியாக உள்ளது',
  'shortlist.emptyText': 'தேடல் அல்லது பொருத்தங்களில் ஒரு சுயவிவரத்தின் இதயக் குறியைத் தொட்டால், அது பின்னர் பார்க்க இங்கே சேமிக்கப்படும்.',
  'shortlist.goSearch': 'சுயவிவரங்களைத் தேட',
  'shortlist.goMatches': 'என் பொருத்தங்களைப் பார்க்க',
  'shortlist.loadFailed': 'தேர்வுப் பட்டியலை ஏற்ற முடியவில்லை. இணைய இணைப்பைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்.',
  'shortlist.retry': 'மீண்டும் முயற்சிக்கவும்',
  'shortlist.list': 'தேர்வுப் பட்டியலில் உள்ள சுயவிவரங்கள்',
};
