import type { MODERATION_TEXTS as EN } from '../../en/app/moderation.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: Photo moderation and fake-profile signals on the console. */
export const MODERATION_TEXTS: TextsOf<typeof EN> = {
  'moderation.unknownFilter': 'புதியவர், புகாரளிக்கப்பட்டவர் அல்லது அனைவர் என்பதில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  'moderation.unknownAction': 'ஏற்கவும் அல்லது நிராகரிக்கவும் என்பதில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  'moderation.photoNotFound': 'இந்தப் புகைப்படம் இப்போது இல்லை: உறுப்பினர் அதை நீக்கியிருக்கலாம். பட்டியலை மீண்டும் ஏற்றவும்.',
  'moderation.photoReviewed': 'இந்தப் புகைப்படத்தை ஒரு நிர்வாகி ஏற்கெனவே பார்வையிட்டுவிட்டார். பட்டியலை மீண்டும் ஏற்றவும்.',
  'moderation.notYourOwn': 'இது உங்கள் சொந்தப் புகைப்படம்; எனவே இதை நீங்களே ஏற்கவோ நிராகரிக்கவோ முடியாது. வேறொரு நிர்வாகி செய்ய வேண்டும்.',
  'moderation.done.approve': '{name} அவர்களின் புகைப்படம் ஏற்கப்பட்டது.',
  'moderation.done.reject': '{name} அவர்களின் புகைப்படம் நீக்கப்பட்டது; காரணம் {name} அவர்களுக்கு மின்னஞ்சலில் அனுப்பப்பட்டது.',

  'moderation.photos.search': 'உறுப்பினரின் பெயர் அல்லது மின்னஞ்சல்',
  'moderation.photos.filter': 'யாருடைய புகைப்படங்கள்',
  'moderation.photos.filter.new': 'புதிய உறுப்பினர்கள் (கடந்த {days} நாள்கள்)',
  'moderation.photos.filter.reported': 'திறந்த புகார் உள்ள உறுப்பினர்கள்',
  'moderation.photos.filter.all': 'அனைத்து உறுப்பினர்களும்',
  'moderation.photos.empty': 'இங்கே பார்வையிட எந்தப் புகைப்படமும் காத்திருக்கவில்லை.',
  'moderation.photos.count.one': 'பார்வையிட {count} புகைப்படம்',
  'moderation.photos.count.other': 'பார்வையிட {count} புகைப்படங்கள்',
  'moderation.photos.uploaded': '{date} அன்று பதிவேற்றப்பட்டது',
  'moderation.photos.open': '{name} அவர்களின் முழுப் புகைப்படத்தைத் திறக்கவும்',
  'moderation.photos.sameElsewhere': 'இதே புகைப்படம் வேறு கணக்கிலும் உள்ளது',
  'moderation.photos.suspended': 'இடைநீக்கத்தில்',
  'moderation.photos.approve': 'ஏற்க',
  'moderation.photos.reject': 'நிராகரிக்க',
  'moderation.photos.approveTitle': '{name} அவர்களின் புகைப்படத்தை ஏற்கவும்',
  'moderation.photos.rejectTitle': '{name} அவர்களின் புகைப்படத்தை நிராகரிக்கவும்',
  'moderation.photos.approveNote': 'புகைப்படம் அப்படியே இருக்கும்; இந்தப் பட்டியலிலிருந்து விலகும்.',
  'moderation.photos.rejectNote':
    'புகைப்படம் எல்லா இடங்களிலிருந்தும் (தொகுப்பு, தேடல், சுயவிவரம்) நீக்கப்படும்; உங்கள் காரணம் உறுப்பினருக்கு மின்னஞ்சலில் செல்லும்: அவர் படிப்பதற்கேற்ப எழுதவும்.',
  'moderation.photos.memberId': 'உறுப்பினர் {id}',

  'moderation.signals.intro':
    'போலிச் சுயவிவரங்கள் அடிக்கடி விட்டுச்செல்லும் அடையாளங்கள். இங்கே எதற்கும் தானாகத் தண்டனை இல்லை: கணக்குகளைப் பார்த்து, உறுப்பினர்கள் தாவலில் நடவடிக்கை எடுக்கவும்.',
  'moderation.signals.addresses': 'ஒரே முகவரியிலிருந்து பல கணக்குகள்',
  'moderation.signals.addressesHint':
    'ஒரே முகவரியிலிருந்து {count} அல்லது அதற்கு மேற்பட்ட கணக்குகள். முகவரி தனிப்பட்ட தரவு: அதைப் பகிர வேண்டாம்.',
  'moderation.signals.samePhotos': 'பல கணக்குகளில் ஒரே புகைப்படம்',
  'moderation.signals.samePhotosHint': '{count} அல்லது அதற்கு மேற்பட்ட கணக்குகளில் ஒரே அடையாளம் கொண்ட புகைப்படம்.',
  'moderation.signals.sharedNumbers': 'சரிபார்க்காத பல கணக்குகளில் ஒரே கைப்பேசி எண்',
  'moderation.signals.sharedNumbersHint':
    'சரிபார்க்காத {count} அல்லது அதற்கு மேற்பட்ட கணக்குகளில் பதிவுசெய்யப்பட்ட கைப்பேசி எண். ஓர் எண்ணைச் சரிபார்க்கும் கணக்கு, அதைப் பதிவுசெய்து மட்டும் வைத்திருந்த கணக்குகளிலிருந்து அதை எடுத்துக்கொள்ளும்; ஆகவே இவை தமக்குரியதல்லாத எண்ணை ஒருவரே முயல்வதாக இருக்கலாம்; ஆனால் இரண்டு பிள்ளைகளின் சுயவிவரங்களில் பெற்றோரின் எண் இருப்பது இயல்பே. எண்ணைச் சரிபார்த்த கணக்கு குறிக்கப்பட்டுள்ளது.',
  'moderation.signals.reported': 'பலரால் புகாரளிக்கப்பட்டவர்கள்',
  'moderation.signals.reportedHint': '{count} அல்லது அதற்கு மேற்பட்ட வெவ்வேறு உறுப்பினர்களால் புகாரளிக்கப்பட்டவர்.',
  'moderation.signals.interests': 'ஒரு மணி நேரத்தில் மிக அதிக விருப்பங்கள்',
  'moderation.signals.interestsHint': 'கடந்த {days} நாள்களில் ஒரு மணி நேரத்திற்குள் {count}-க்கும் மேற்பட்ட விருப்பங்கள் அனுப்பியவர்.',
  'moderation.signals.none': 'காட்ட எதுவும் இல்லை.',
  'moderation.signals.accounts.one': '{count} கணக்கு',
  'moderation.signals.accounts.other': '{count} கணக்குகள்',
  'moderation.signals.reporters': '{reporters} வெவ்வேறு உறுப்பினர்கள் புகாரளித்துள்ளனர்; {open} புகார்கள் இன்னும் திறந்துள்ளன',
  'moderation.signals.burst': '{time} முதல் ஒரு மணி நேரத்தில் {count} விருப்பங்கள்',
  'moderation.signals.findMember': 'உறுப்பினர்கள் தாவலில் {name} அவர்களைத் தேடவும்',
  'moderation.signals.photoOf': '{name} அவர்களின் புகைப்படம்',
};
