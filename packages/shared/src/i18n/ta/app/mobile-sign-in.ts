import type { MOBILE_SIGN_IN_TEXTS as EN } from '../../en/app/mobile-sign-in.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: signing in with a texted OTP, and a forgotten password by text message (see en/app/mobile-sign-in.ts). */
export const MOBILE_SIGN_IN_TEXTS: TextsOf<typeof EN> = {
  'mobileSignIn.switch': 'OTP மூலம் உள்நுழைய',
  'mobileSignIn.usePassword': 'மின்னஞ்சல், கடவுச்சொல் மூலம் உள்நுழைய',
  'mobileSignIn.form': 'OTP மூலம் உள்நுழைவு',
  'mobileSignIn.intro':
    'அமைப்புகளில் நீங்கள் சரிபார்த்த கைப்பேசி எண்ணுக்கு 6 இலக்க OTP-ஐக் குறுஞ்செய்தியில் அனுப்புவோம். எண்ணை இன்னும் சரிபார்க்கவில்லை என்றால், மின்னஞ்சல், கடவுச்சொல் மூலம் உள்நுழையவும்.',
  'mobileSignIn.phone': 'கைப்பேசி எண்',
  'mobileSignIn.phoneHint': '10 இலக்கங்கள், எடுத்துக்காட்டாக 98765 43210',
  'mobileSignIn.sendCode': 'OTP அனுப்ப',
  'mobileSignIn.code': 'குறுஞ்செய்தியில் வந்த OTP',
  'mobileSignIn.otherNumber': 'வேறு எண்ணைப் பயன்படுத்த',
  'mobileSignIn.resetWay': 'புதிய கடவுச்சொல் அமைக்க எந்த வழியில் உதவ வேண்டும்?',
  'mobileSignIn.byEmail': 'மின்னஞ்சல் மூலம்',
  'mobileSignIn.byText': 'குறுஞ்செய்தி மூலம்',
  'mobileSignIn.resetForm': 'குறுஞ்செய்தி மூலம் கடவுச்சொல்லை மாற்றுதல்',
  'mobileSignIn.resetPrompt':
    'அமைப்புகளில் நீங்கள் சரிபார்த்த கைப்பேசி எண்ணை உள்ளிடவும். புதிய கடவுச்சொல் அமைப்பதற்கான OTP-ஐக் குறுஞ்செய்தியில் அனுப்புவோம்.',
};
