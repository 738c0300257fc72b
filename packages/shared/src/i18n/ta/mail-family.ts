import type { FAMILY_MAIL as EN } from '../en/mail-family.js';
import type { TextsOf } from '../keys.js';

/** Tamil: the invitation to help manage a profile and a co-manager's copy of its mails (see en/mail-family.ts). */
export const FAMILY_MAIL: TextsOf<typeof EN> = {
  'mail.familyInvite.subject': '{brand}-இல் ஒரு சுயவிவரத்தை நிர்வகிக்க அழைப்பு',
  'mail.familyInvite.heading': 'சுயவிவரத்தை நிர்வகிக்க உதவுங்கள்',
  'mail.familyInvite.greeting':
    'வணக்கம், {brand}-இல் உள்ள {profile} அவர்களின் சுயவிவரத்தை நிர்வகிக்க உதவுமாறு, அதைப் பதிவு செய்தவர் உங்களை {relation} என்ற முறையில் அழைக்கிறார்.',
  'mail.familyInvite.own':
    'இந்த மின்னஞ்சல் முகவரியுடனும் உங்களுக்கே உரிய கடவுச்சொல்லுடனும் உள்நுழைவீர்கள்; யாரும் கடவுச்சொல்லைப் பகிர வேண்டியதில்லை.',
  'mail.familyInvite.validity': 'இந்த இணைப்பு {days} நாள்களுக்குச் செல்லும்.',
  'mail.familyInvite.ignore': '{profile} அவர்களை உங்களுக்குத் தெரியாது என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: எதுவும் நடக்காது.',
  'mail.familyInvite.action': 'அழைப்பை ஏற்க',
  'mail.family.about': 'நீங்கள் நிர்வகிக்க உதவும் {profile} அவர்களின் சுயவிவரம் பற்றியது.',
  'mail.family.note':
    'நீங்கள் {profile} அவர்களின் சுயவிவரத்தை நிர்வகிக்க உதவுவதாலும், அதன் மின்னஞ்சல்கள் உங்களுக்கு வர வேண்டும் என்று தேர்ந்தெடுத்திருப்பதாலும் இந்த மின்னஞ்சல் வருகிறது.',
  'mail.family.settingsLink': 'சுயவிவரத்தின் மின்னஞ்சல்கள் உங்களுக்கு வருவதை நிறுத்த',

  'mail.familyHandover.code.subject': '{brand}-இல் உங்கள் சுயவிவரத்தை ஏற்றுக்கொள்வதற்கான OTP',
  'mail.familyHandover.code.heading': 'உங்கள் சுயவிவரத்தை ஏற்றுக்கொள்ளுதல்',
  'mail.familyHandover.code.greeting':
    'வணக்கம் {name}, {brand}-இல் உள்ள {profile} அவர்களின் சுயவிவரத்தை நீங்களே நிர்வகிக்கக் கேட்டீர்கள், அல்லது இப்போது பதிவு செய்தவர் அதை உங்களிடம் ஒப்படைக்க விரும்புகிறார். இந்த OTP-ஐ ‘அமைப்புகள் → குடும்பம்’ பகுதியில் உள்ளிடவும்:',
  'mail.familyHandover.code.instructions':
    'இந்த OTP {minutes} நிமிடங்களுக்குச் செல்லும். அதன் பிறகு இந்த மின்னஞ்சல் முகவரியாலும் உங்கள் சொந்தக் கடவுச்சொல்லாலும் உள்நுழைவீர்கள்.',
  'mail.familyHandover.code.notYou': 'நீங்கள் இதை எதிர்பார்க்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: OTP இல்லாமல் எதுவும் மாறாது.',
  'mail.familyHandover.code.action': 'அமைப்புகளைத் திறக்க',
  'mail.familyHandover.asked.subject': '{brand}-இல் நீங்கள் பதிவு செய்த சுயவிவரத்தை ஏற்றுக்கொள்ள ஒருவர் கேட்டுள்ளார்',
  'mail.familyHandover.asked.heading': 'சுயவிவரத்தை ஏற்றுக்கொள்வதற்கான கோரிக்கை',
  'mail.familyHandover.asked.text': '{profile} அவர்களின் சுயவிவரத்தை ஏற்றுக்கொள்ள {name} கேட்டுள்ளார். அவருக்கு OTP அனுப்பியுள்ளோம்.',
  'mail.familyHandover.asked.notThem':
    'இவர் சுயவிவரத்துக்கு உரியவர் இல்லை என்றால், ‘அமைப்புகள் → குடும்பம்’ பகுதியில் அவரை நீக்கவும்: அவரது OTP உடனே செல்லாததாகிவிடும்.',
  'mail.familyHandover.asked.action': 'அமைப்புகளைத் திறக்க',
  'mail.familyHandover.done.subject': '{brand}-இல் நீங்கள் பதிவு செய்த சுயவிவரத்தை இனி வேறொருவர் நிர்வகிக்கிறார்',
  'mail.familyHandover.done.heading': 'இனி நீங்கள் சுயவிவரத்தை நிர்வகிப்பதில் உதவுகிறீர்கள்',
  'mail.familyHandover.done.text':
    '{profile} அவர்களின் சுயவிவரத்தை இனி {name} பதிவு செய்தவராக நிர்வகிக்கிறார்; நீங்கள் குடும்ப நிர்வாகியாக உதவுகிறீர்கள்.',
  'mail.familyHandover.done.signIn':
    'முன்பு போலவே உங்கள் மின்னஞ்சல் முகவரியாலும் கடவுச்சொல்லாலும் உள்நுழையவும். சுயவிவரத்தைத் திருத்தவும், விருப்பம் அனுப்பவும் பதிலளிக்கவும், திட்டம் வாங்கவும் முடியும்; மற்றவற்றைப் பதிவு செய்தவர் தேர்ந்தெடுப்பார்.',
  'mail.familyHandover.done.action': 'உள்நுழைய',
};
