import type { BIODATA_SHEET_TEXTS as EN } from '../../en/app/biodata-sheet.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: the printable biodata (சுயவிவரக் குறிப்பு, GLOSSARY.md). */
export const BIODATA_SHEET_TEXTS: TextsOf<typeof EN> = {
  'biodataSheet.link': 'சுயவிவரக் குறிப்பு',
  'biodataSheet.heading': 'சுயவிவரக் குறிப்பு',
  'biodataSheet.pageTitle': '{name}: சுயவிவரக் குறிப்பு',
  'biodataSheet.metaDescription': 'அச்சிடத் தயாரான உறுப்பினரின் சுயவிவரக் குறிப்பு.',
  'biodataSheet.ownNote': 'இது உங்கள் சுயவிவரக் குறிப்பு. சுயவிவரத்தில் நீங்கள் மாற்றுவது இங்கும் தெரியும்.',
  'biodataSheet.actions': 'சுயவிவரக் குறிப்புக்கான செயல்கள்',
  'biodataSheet.print': 'அச்சிட அல்லது PDF-ஆகச் சேமிக்க',
  'biodataSheet.share': 'பகிர',
  'biodataSheet.shareText': '{brand}-இல் {name} அவர்களின் சுயவிவரக் குறிப்பு',
  'biodataSheet.linkCopied': 'இணைப்பு நகலெடுக்கப்பட்டது. பகிர விரும்பும் இடத்தில் ஒட்டவும்.',
  'biodataSheet.copyFailed': 'இணைப்பை நகலெடுக்க முடியவில்லை. முகவரிப் பட்டியிலிருந்து நகலெடுக்கவும்.',
  'biodataSheet.backToProfile': 'சுயவிவரத்துக்குத் திரும்ப',

  'biodataSheet.personal': 'தனிப்பட்ட விவரங்கள்',
  'biodataSheet.educationWork': 'கல்வி, பணி',
  'biodataSheet.horoscope': 'ஜாதகம்',
  'biodataSheet.expectations': 'வரன் எதிர்பார்ப்புகள்',
  'biodataSheet.contact': 'தொடர்புக்கு',

  'biodataSheet.maritalStatus': 'திருமண நிலை',
  'biodataSheet.motherTongue': 'தாய்மொழி',
  'biodataSheet.place': 'வசிக்கும் ஊர்',
  'biodataSheet.income': 'மாத வருமானம்',
  'biodataSheet.footer': '{brand}-இலிருந்து சுயவிவரக் குறிப்பு · {date}',
};
