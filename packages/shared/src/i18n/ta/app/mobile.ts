import type { MOBILE_TEXTS as EN } from '../../en/app/mobile.js';
import type { TextsOf } from '../../keys.js';

/** Tamil: mobile numbers verified by text message (see en/app/mobile.ts). */
export const MOBILE_TEXTS: TextsOf<typeof EN> = {
  'mobile.alreadyVerified': 'உங்கள் கைப்பேசி எண் ஏற்கெனவே சரிபார்க்கப்பட்டது.',
  'mobile.codeSent': '{phone} எண்ணுக்குக் குறுஞ்செய்தியில் 6 இலக்க OTP அனுப்பியுள்ளோம். அது 10 நிமிடங்களில் காலாவதியாகும்.',
  'mobile.codeQueued':
    'இப்போது குறுஞ்செய்திகள் தாமதமாகச் செல்கின்றன: {phone} எண்ணுக்கான OTP சற்று நேரத்தில் வரும். இரண்டு நிமிடங்களில் வரவில்லை என்றால், புதிய OTP கேட்கவும்.',
  'mobile.codeFailed':
    '{phone} எண்ணுக்குக் குறுஞ்செய்தி அனுப்ப முடியவில்லை. அமைப்புகளில் எண்ணைச் சரிபார்க்கவும், அல்லது பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'mobile.verified': 'உங்கள் கைப்பேசி எண் சரிபார்க்கப்பட்டது.',
  'mobile.codeRequired': 'குறுஞ்செய்தியில் வந்த 6 இலக்க OTP-ஐ உள்ளிடவும்.',
  'mobile.signInCodeSent':
    '{phone} ஒரு கணக்கின் சரிபார்க்கப்பட்ட கைப்பேசி எண் என்றால், உள்நுழைவதற்கான OTP குறுஞ்செய்தியில் வந்துகொண்டிருக்கிறது. அது 10 நிமிடங்களில் காலாவதியாகும்.',
  'mobile.signInCodeInvalid': 'இந்த OTP சரியில்லை, அல்லது காலாவதியாகிவிட்டது. சரிபார்க்கவும், அல்லது புதிய OTP கேட்கவும்.',
};
