import type { PLANS_TEXTS as EN } from '../../en/app/plans.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: plans, payments and the privacy switches. */
export const PLANS_TEXTS: TextsOf<typeof EN> = {
  'privacySettings.upgrade': 'இந்த அமைப்பை மாற்ற, கட்டண உறுப்பினராக மாற வேண்டும்.',
  'privacySettings.failed': 'ஏதோ தவறு நடந்துவிட்டது!',
  'privacySettings.networkError': 'அமைப்புகளைப் புதுப்பிக்கும்போது பிழை ஏற்பட்டது.',
  'privacySettings.updated': 'அமைப்புகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன!',
  'privacySettings.paidOnly': 'இந்த வசதி கட்டண உறுப்பினர்களுக்கு மட்டுமே.',

  'payment.noRedirect': 'கட்டணப் பக்கத்தின் முகவரி பதிலில் இல்லை',
  'payment.initiateFailed': 'கட்டணத்தைத் தொடங்குவதில் பிழை. மீண்டும் முயற்சி செய்யவும்.',
  'payment.approved': 'கட்டணம் ஏற்கப்பட்டது! உங்கள் திட்டம் இப்போது நடைமுறையில் உள்ளது.',
  'payment.failedOrPending': 'கட்டணம் தோல்வியடைந்தது அல்லது இன்னும் நிலுவையில் உள்ளது.',
  'payment.statusError': 'கட்டண நிலையைச் சரிபார்ப்பதில் பிழை.',
  'payment.checking': 'கட்டண நிலையைச் சரிபார்க்கிறது...',
  'payment.noStatus': 'நிலை எதுவும் கிடைக்கவில்லை.',
  'payment.canceled': 'கட்டணம் ரத்து செய்யப்பட்டது',
  'payment.activePlan': 'உங்களிடம் ஏற்கெனவே நடைமுறையில் உள்ள திட்டம் உள்ளது',
  'payment.noPlanSelected': 'திட்டம் எதுவும் தேர்ந்தெடுக்கப்படவில்லை.',
  'payment.fillAll': 'தேவையான எல்லா விவரங்களையும் நிரப்பவும்',
  'payment.unknownAmount': 'எங்கள் திட்டங்களில் ஒன்றைத் தேர்ந்தெடுக்கவும்: தொகை ஒரு திட்டத்தின் விலையாக இருக்க வேண்டும்.',
  'payment.orderNotFound': 'அந்தக் கட்டணத்தைக் கண்டுபிடிக்க முடியவில்லை. இணைப்பைச் சரிபார்க்கவும் அல்லது கட்டணங்கள் பக்கத்திலிருந்து மீண்டும் தொடங்கவும்.',
};
