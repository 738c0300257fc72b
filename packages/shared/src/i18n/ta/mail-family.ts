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
};
