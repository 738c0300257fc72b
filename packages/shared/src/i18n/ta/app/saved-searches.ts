import type { SAVED_SEARCHES_TEXTS as EN } from '../../en/app/saved-searches.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: saved searches (see en/app/saved-searches.ts). */
export const SAVED_SEARCHES_TEXTS: TextsOf<typeof EN> = {
  'savedSearches.title': 'சேமித்த தேடல்கள்',
  'savedSearches.save': 'இந்தத் தேடலைச் சேமிக்க',
  'savedSearches.nameLabel': 'இந்தத் தேடலின் பெயர்',
  'savedSearches.nameHint': 'நீங்கள் எளிதில் அறியும் ஒரு பெயர், அதிகபட்சம் {max} எழுத்துகள்.',
  'savedSearches.saveButton': 'சேமிக்கவும்',
  'savedSearches.cancel': 'ரத்துசெய்ய',
  'savedSearches.saved': 'தேடல் சேமிக்கப்பட்டது. அது கண்டறியும் புதிய சுயவிவரங்களை ஒவ்வொரு காலையும் மின்னஞ்சலில் அனுப்புவோம்.',
  'savedSearches.failed': 'தேடலைச் சேமிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'savedSearches.needsSearch': 'முதலில் பாலினம், வயது, மதம் ஆகியவற்றைத் தேர்ந்தெடுத்துத் தேடுங்கள்; பிறகு அந்தத் தேடலைச் சேமிக்கலாம்.',
  'savedSearches.full': 'நீங்கள் {max} தேடல்களைச் சேமித்துள்ளீர்கள்; இதுவே அதிகபட்சம். இன்னொன்றைச் சேமிக்க, அமைப்புகளில் ஒன்றை நீக்கவும்.',
  'savedSearches.manage': 'சேமித்த தேடல்களை நிர்வகிக்க',
  'savedSearches.openName': '{name} என்ற சேமித்த தேடலைத் திறக்க',
  'savedSearches.loadFailed': 'சேமித்த தேடல்களை ஏற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',

  'savedSearches.intro':
    '‘வரன்களைப் பாருங்கள்’ பக்கத்தில் நீங்கள் சேமித்த தேடல்கள். அறிவிப்புகள் இயக்கத்தில் இருந்தால், அவற்றுக்குப் புதிய சுயவிவரங்கள் பொருந்தும்போது தினமும் காலை 7:30-க்கு மின்னஞ்சல் அனுப்புவோம்.',
  'savedSearches.empty': 'நீங்கள் இன்னும் எந்தத் தேடலையும் சேமிக்கவில்லை. ‘வரன்களைப் பாருங்கள்’ பக்கத்தின் வடிகட்டிகளில் இருந்து ஒன்றைச் சேமிக்கலாம்.',
  'savedSearches.goSearch': 'வரன்களைப் பார்க்க',
  'savedSearches.alerts': 'மின்னஞ்சல் அறிவிப்புகள்',
  'savedSearches.alertsFor': '{name} தேடலுக்கு மின்னஞ்சல் அறிவிப்புகள்',
  'savedSearches.alertsOn': '{name} தேடலுக்கு அறிவிப்புகள் இயக்கப்பட்டன',
  'savedSearches.alertsOff': '{name} தேடலுக்கு அறிவிப்புகள் நிறுத்தப்பட்டன',
  'savedSearches.changeFailed': 'சேமித்த தேடலை மாற்ற முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'savedSearches.open': 'திறக்க',
  'savedSearches.delete': 'நீக்க',
  'savedSearches.deleteName': '{name} என்ற சேமித்த தேடலை நீக்க',
  'savedSearches.confirmDelete': '{name} என்ற சேமித்த தேடலை நீக்கவா? அதன் அறிவிப்புகளும் நின்றுவிடும்.',
  'savedSearches.confirmYes': 'ஆம், நீக்கவும்',
  'savedSearches.confirmNo': 'வைத்திருக்க',
  'savedSearches.deleted': 'சேமித்த தேடல் நீக்கப்பட்டது',
  'savedSearches.deleteFailed': 'சேமித்த தேடலை நீக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  'savedSearches.summaryPlace': '{city}, {state}',
  'savedSearches.moreFilters.one': 'மேலும் 1 வடிகட்டி',
  'savedSearches.moreFilters.other': 'மேலும் {count} வடிகட்டிகள்',

  'savedSearches.nameRequired': 'இந்தத் தேடலுக்கு ஒரு பெயர் தரவும்',
  'savedSearches.nameTooLong': 'பெயரில் அதிகபட்சம் {max} எழுத்துகள் இருக்கலாம்',
  'savedSearches.nameTaken': 'இதே பெயரில் ஏற்கெனவே ஒரு சேமித்த தேடல் உள்ளது. வேறு பெயரைத் தேர்ந்தெடுக்கவும்.',
  'savedSearches.notFound': 'இந்தச் சேமித்த தேடல் கிடைக்கவில்லை. அது நீக்கப்பட்டிருக்கலாம்.',
  'savedSearches.badAlerts': 'அறிவிப்புகள் இயக்கத்திலா நிறுத்தத்திலா என்று தெரிவிக்கவும்',
  'savedSearches.nothingToChange': 'புதிய பெயரைத் தரவும், அல்லது அறிவிப்புகளை இயக்கவும் அல்லது நிறுத்தவும்',
  'savedSearches.renamed': 'சேமித்த தேடலின் பெயர் மாற்றப்பட்டது',
};
