import type { INTERESTS_TEXTS as EN } from '../../en/app/interests.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the Interests screen, the privacy switches ('Premium User Benefits') and the account settings. */
export const INTERESTS_TEXTS: TextsOf<typeof EN> = {
  'memberMenu.settings': 'அமைப்புகள்',

  'interests.intro': 'குடும்பங்கள் அனுப்பும் விருப்பங்களுக்குப் பதிலளியுங்கள்; நீங்கள் அனுப்பியவற்றின் நிலையையும் பாருங்கள்.',
  'interests.sentTab': 'அனுப்பிய விருப்பங்கள்',
  'interests.incomingTab': 'வந்த விருப்பங்கள்',
  'interests.newDot': 'புதிய விருப்பங்கள் உங்கள் பதிலுக்காகக் காத்திருக்கின்றன',
  'interests.premiumUser': 'கட்டண உறுப்பினர்',
  'interests.viewProfile': 'முழுச் சுயவிவரத்தைப் பார்க்க',
  'interests.accept': 'ஏற்க',
  'interests.reject': 'நிராகரிக்க',
  'interests.acceptFailed': 'இந்த விருப்பத்தை ஏற்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'interests.rejectFailed': 'இந்த விருப்பத்தை நிராகரிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'interests.withdraw': 'திரும்பப் பெற',
  'interests.withdrawConfirm': '{name} அவர்களுக்கு அனுப்பிய விருப்பத்தைத் திரும்பப் பெறவா?',
  'interests.withdrawYes': 'ஆம், திரும்பப் பெறவும்',
  'interests.withdrawNo': 'வைத்திருக்க',
  'interests.withdrawn': 'விருப்பம் திரும்பப் பெறப்பட்டது',
  'interests.withdrawFailed': 'இந்த விருப்பத்தைத் திரும்பப் பெற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'interests.status.Requested': 'நிலுவையில்',
  'interests.status.Accepted': 'ஏற்கப்பட்டது',
  'interests.status.Rejected': 'நிராகரிக்கப்பட்டது',
  'interests.requestedOn': 'அனுப்பிய நாள்: {date}',
  'interests.acceptedOn': 'ஏற்ற நாள்: {date}',
  'interests.rejectedOn': 'நிராகரித்த நாள்: {date}',
  'interests.blurredPhoto': '{name} அவர்களின் புகைப்படம் (மங்கலாக்கப்பட்டது)',
  'interests.upgradeNow': 'மேம்படுத்தவும்',
  'interests.waiting.one': '{count} குடும்பம் உங்களுக்கு விருப்பம் அனுப்பியுள்ளது. யார் என்று பார்த்துப் பதிலளிக்க, திட்டத்தை மேம்படுத்தவும்.',
  'interests.waiting.other': '{count} குடும்பங்கள் உங்களுக்கு விருப்பம் அனுப்பியுள்ளன. யார் என்று பார்த்துப் பதிலளிக்க, திட்டத்தை மேம்படுத்தவும்.',

  'privacy.title': 'தனியுரிமை அமைப்புகள்',
  'privacy.intro': 'மற்ற உறுப்பினர்கள் உங்களைப் பற்றி எதைப் பார்க்கலாம் என்பதை நீங்களே முடிவு செய்யுங்கள். ஒவ்வொரு மாற்றமும் உடனே சேமிக்கப்படும்.',
  'privacy.hidePhone': 'கைப்பேசி எண்ணை மறைத்து, மின்னஞ்சல் வழித் தொடர்பை அனுமதிக்கவும்',
  'privacy.hidePhoneHelp':
    'உறுப்பினர்கள் உங்கள் கைப்பேசி, வாட்ஸ்அப் எண்களுக்குப் பதிலாக மின்னஞ்சல் முகவரியைப் பார்ப்பார்கள். உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்கள் மட்டும் தொடர்ந்து பார்க்கலாம்.',
  'privacy.hidePhotos': 'புகைப்படங்களை அனைவரிடமிருந்தும் மறைக்கவும்',
  'privacy.hidePhotosHelp':
    'தேடல், பொருத்தங்கள், விருப்பங்கள், உங்கள் சுயவிவரம் என எங்கும் உங்கள் புகைப்படங்கள் தெரியாது. உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்கள் மட்டும் தொடர்ந்து பார்க்கலாம்.',
  'privacy.hideHoroscope': 'ஜாதகத்தை அனைவரிடமிருந்தும் மறைக்கவும்',
  'privacy.hideHoroscopeHelp':
    'உங்கள் சுயவிவரத்தில் ஜாதகப் படங்கள் தெரியாது. உங்களுடன் விருப்பம் ஏற்கப்பட்ட உறுப்பினர்கள் மட்டும் தொடர்ந்து பார்க்கலாம்.',
  'privacy.upgrade': 'மேம்படுத்தவும்',
  'privacy.needsGold': 'தனியுரிமை அமைப்புகள் கோல்டு, பிளாட்டினம் திட்டங்களில் மட்டுமே உள்ளன; உங்கள் சில்வர் திட்டத்தில் இவை இல்லை.',

  'settings.intro': 'மின்னஞ்சல் அறிவிப்புகள், உங்கள் மொழி, உங்கள் கைப்பேசி எண், உங்கள் கடவுச்சொல்.',
  'settings.notifications': 'மின்னஞ்சல் அறிவிப்புகள்',
  'settings.notifyReceived': 'எனக்கு விருப்பம் வரும்போது',
  'settings.notifyReceivedHelp': 'மணி நேரத்துக்கு அதிகபட்சம் ஒரு மின்னஞ்சல்: அந்த நேரத்தில் வரும் விருப்பங்கள் அடுத்த மின்னஞ்சலில் சேர்ந்து வரும்.',
  'settings.notifyAccepted': 'நான் அனுப்பிய விருப்பம் ஏற்கப்படும்போது',
  'settings.notifyAcceptedHelp': 'விருப்பம் ஏற்கப்பட்டவுடனேயே அந்தக் குடும்பத்தைத் தொடர்புகொள்ளலாம்.',
  'settings.notifyChat': 'அரட்டைச் செய்திகள் படிக்கப்படாமல் காத்திருக்கும்போது',
  'settings.notifyChatHelp': 'மணிக்கு அதிகபட்சம் ஒரு மின்னஞ்சல்; செய்தியின் உள்ளடக்கம் அதில் இருக்காது.',
  'settings.languageHelp': 'நீங்கள் உள்நுழையும் எல்லாச் சாதனங்களிலும் திரைகளும் மின்னஞ்சல்களும் இந்த மொழியிலேயே வரும்.',
  'settings.password': 'கடவுச்சொல்லை மாற்ற',
  'settings.passwordTitle': 'கடவுச்சொல் மாற்றம்',
  'settings.passwordHelp': 'கடவுச்சொல்லை மாற்றியதும், மற்ற எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள்.',
  'settings.currentPassword': 'தற்போதைய கடவுச்சொல்',
  'settings.newPassword': 'புதிய கடவுச்சொல்',
  'settings.confirmPassword': 'புதிய கடவுச்சொல்லை உறுதிசெய்யவும்',

  'profileDetails.emailPreferred': 'இந்த உறுப்பினர் மின்னஞ்சல் வழியாகத் தொடர்புகொள்வதையே விரும்புகிறார்.',
};
