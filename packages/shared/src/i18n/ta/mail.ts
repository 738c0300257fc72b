import type { MAIL as EN } from '../en/mail.js';
import type { TextsOf } from '../keys.js';

/** Tamil e-mails (server only). */
export const MAIL: TextsOf<typeof EN> = {
  'mail.footerQuestions': 'கேள்விகள் உள்ளதா? {email} முகவரிக்கு எழுதுங்கள்',
  'mail.buttonFallback': 'பொத்தான் வேலை செய்யவில்லை என்றால், இந்த முகவரியைத் திறக்கவும்: {url}',

  'mail.otp.subject': 'உங்கள் {brand} சரிபார்ப்புக் குறியீடு',
  'mail.otp.heading': 'உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கவும்',
  'mail.otp.greeting': 'வணக்கம் {name}, {brand} உங்களை அன்புடன் வரவேற்கிறது.',
  'mail.otp.instructions':
    'மின்னஞ்சல் சரிபார்ப்புப் பக்கத்தில் இந்த ஒருமுறைக் குறியீட்டை (OTP) உள்ளிடவும். இது {minutes} நிமிடங்கள் மட்டுமே செல்லும்; ஒருமுறை மட்டுமே பயன்படுத்த முடியும்.',
  'mail.otp.action': 'மின்னஞ்சல் சரிபார்ப்புப் பக்கத்தைத் திறக்க',

  'mail.reset.subject': 'உங்கள் {brand} கடவுச்சொல்லை மாற்றுங்கள்',
  'mail.reset.heading': 'உங்கள் கடவுச்சொல்லை மாற்றுங்கள்',
  'mail.reset.greeting': 'வணக்கம் {name}, உங்கள் {brand} கணக்கின் கடவுச்சொல்லை மாற்றக் கோரிக்கை வந்துள்ளது.',
  'mail.reset.validity':
    'கீழே உள்ள இணைப்பு ஒருமுறை மட்டும், {minutes} நிமிடங்களுக்குள் வேலை செய்யும். கடவுச்சொல்லை மாற்றியதும், எல்லாச் சாதனங்களிலிருந்தும் வெளியேற்றப்படுவீர்கள்.',
  'mail.reset.ignore': 'இதை நீங்கள் கேட்கவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்: உங்கள் கடவுச்சொல் மாறாது.',
  'mail.reset.action': 'கடவுச்சொல்லை மாற்ற',

  'mail.enquiry.subject': '{name} அனுப்பிய விசாரணை #{id}',
  'mail.enquiry.heading': '{name} அனுப்பிய புதிய விசாரணை',
  'mail.enquiry.intro':
    '"தொடர்புக்கு" பக்கத்திலிருந்து ஒருவர் இந்த விசாரணையை அனுப்பியுள்ளார். அவருக்குப் பதில் அனுப்ப, இந்த மின்னஞ்சலுக்கே பதில் எழுதவும்.',
  'mail.enquiry.name': 'பெயர்',
  'mail.enquiry.email': 'மின்னஞ்சல்',
  'mail.enquiry.phone': 'கைபேசி எண்',
  'mail.enquiry.message': 'செய்தி',
  'mail.enquiry.language': 'மொழி',
  'mail.enquiry.reference': 'குறிப்பு எண்',
  'mail.enquiry.referenceValue': 'விசாரணை #{id}',

  'mail.enquiryAck.subject': 'உங்கள் விசாரணை எங்களுக்குக் கிடைத்தது (குறிப்பு எண் {reference})',
  'mail.enquiryAck.heading': 'எங்களைத் தொடர்புகொண்டதற்கு நன்றி',
  'mail.enquiryAck.received': 'வணக்கம், {brand}-க்கு எழுதியதற்கு நன்றி. உங்கள் விசாரணை எங்கள் உதவிக் குழுவைச் சென்றடைந்துவிட்டது.',
  'mail.enquiryAck.reply': 'பொதுவாக ஒரு வேலை நாளுக்குள், இந்த மின்னஞ்சல் முகவரிக்குப் பதில் அனுப்புவோம்.',
  'mail.enquiryAck.reference': 'உங்கள் குறிப்பு எண்: {reference}. இந்த விசாரணை குறித்து எங்களுக்கு எழுதும்போது, இந்த எண்ணைக் குறிப்பிடவும்.',
  'mail.enquiryAck.notYou': 'இந்த விசாரணையை நீங்கள் அனுப்பவில்லை என்றால், இந்த மின்னஞ்சலைப் பொருட்படுத்த வேண்டாம்.',

  'mail.receipt.subject': 'உங்கள் {brand} கட்டண ரசீது ({reference})',
  'mail.receipt.heading': 'கட்டணம் செலுத்தியதற்கு நன்றி',
  'mail.receipt.greeting': 'வணக்கம் {name}, உங்கள் கட்டணம் எங்களுக்குக் கிடைத்தது. உங்கள் {plan} திட்டம் இப்போது நடைமுறையில் உள்ளது.',
  'mail.receipt.greetingLater':
    'வணக்கம் {name}, உங்கள் கட்டணம் எங்களுக்குக் கிடைத்தது. உங்கள் தற்போதைய திட்டம் முடிந்ததும், {date} அன்று உங்கள் {plan} திட்டம் தொடங்கும்.',
  'mail.receipt.extraDays.one': 'உங்கள் முந்தைய திட்டத்தில் பயன்படுத்தாத பகுதி, புதிய திட்டத்தில் {count} கூடுதல் நாளாகச் சேர்க்கப்பட்டுள்ளது.',
  'mail.receipt.extraDays.other': 'உங்கள் முந்தைய திட்டத்தில் பயன்படுத்தாத பகுதி, புதிய திட்டத்தில் {count} கூடுதல் நாட்களாகச் சேர்க்கப்பட்டுள்ளது.',
  'mail.receipt.keep':
    'இந்த மின்னஞ்சலை உங்கள் ரசீதாகப் பத்திரமாக வைத்திருக்கவும். இந்தக் கட்டணம் குறித்துக் கேள்வி இருந்தால், ஆர்டர் குறிப்பு எண்ணுடன் {email} முகவரிக்கு எழுதவும்.',
  'mail.receipt.reference': 'ஆர்டர் குறிப்பு எண்',
  'mail.receipt.plan': 'திட்டம்',
  'mail.receipt.amount': 'செலுத்திய தொகை',
  'mail.receipt.paidOn': 'செலுத்திய நாள்',
  'mail.receipt.paymentMode': 'செலுத்திய முறை',
  'mail.receipt.transactionId': 'பரிவர்த்தனை எண்',
  'mail.receipt.validFrom': 'தொடங்கும் நாள்',
  'mail.receipt.validUntil': 'செல்லுபடியாகும் கடைசி நாள்',
  'mail.receipt.action': 'என் திட்டத்தைப் பார்க்க',
};
