/** English: mobile numbers verified by text message (docs/design.md, "Text messages"). All ours. */
export const MOBILE_TEXTS = {
  /**
   * The text message itself: the words of the DLT template registered for each language (the
   * operator registers exactly these; the development outbox shows them). {code} is the template's
   * one variable.
   */
  'mobile.smsTemplate': '{code} is your Inai Matrimony code. It expires in 10 minutes. Do not share it with anyone.', // ours
  'mobile.alreadyVerified': 'Your mobile number is already verified.', // ours
  'mobile.codeSent': 'We have sent a 6-digit code to {phone} by text message. It expires in 10 minutes.', // ours
  'mobile.codeQueued':
    'Our text messages are slow just now: the code to {phone} will follow shortly. If it has not come in two minutes, please ask for a new one.', // ours
  'mobile.codeFailed':
    'We could not send a text message to {phone}. Please check the number in your settings, or try again later.', // ours
  'mobile.verified': 'Your mobile number is verified.', // ours
  'mobile.codeRequired': 'Please enter the 6-digit code from the text message.', // ours
  'mobile.signInCodeSent':
    'If {phone} is a verified mobile number of an account, a code to sign in is on its way to it by text message. It expires in 10 minutes.', // ours
  'mobile.signInCodeInvalid': 'This code is not right, or it has expired. Please check it, or ask for a new code.', // ours
  'mobile.resetCodeSent':
    'If {phone} is a verified mobile number of an account, a code to set a new password is on its way to it by text message. It expires in 10 minutes.', // ours
  'mobile.takenElsewhere':
    'This mobile number belongs to another account. Sign in to that account, or write to {email} if the number is yours.', // ours
  'mobile.sameNumber': 'This is already your mobile number.', // ours
  'mobile.changed': 'Your mobile number is changed and verified.', // ours
  'mobile.tooManyCodes':
    'Too many codes have been sent to this mobile number in the last 24 hours. Please try again after {retryAt} (India time).', // ours
  'mobile.tooManyTries':
    'Too many wrong codes have been entered for this mobile number in the last 24 hours. Please try again after {retryAt} (India time).', // ours
  // The screens: the step after registration, the Settings card, the badge.
  'mobile.stepTitle': 'Verify your mobile number', // ours
  'mobile.stepHeadline': 'Families trust your profile more when its mobile number is verified', // ours
  'mobile.stepIntro':
    'Your e-mail address is verified. Now we can text a 6-digit code to <phone>{phone}</phone>, so that families know the number is yours.', // ours
  'mobile.stepLaterHint': 'This is not required: you can verify your number later in Settings.', // ours
  'mobile.later': 'Verify later', // ours
  'mobile.sendCode': 'Send code', // ours
  'mobile.verify': 'Verify', // ours
  'mobile.form': 'Mobile number verification', // ours
  'mobile.title': 'Mobile number', // ours
  'mobile.statusVerified': 'Verified', // ours
  'mobile.statusNotVerified': 'Not verified', // ours
  'mobile.cardHelp': 'A verified number shows the ‘Mobile verified’ badge on your profile.', // ours
  'mobile.change': 'Change number', // ours
  'mobile.changeForm': 'Change mobile number', // ours
  'mobile.newNumber': 'New mobile number', // ours
  'mobile.changeHelp': 'We will text a code to the new number. Until you enter it, your number stays {phone}.', // ours
  'mobile.cancel': 'Cancel', // ours
  'mobile.badge': 'Mobile verified', // ours
  'mobile.badgeTitle': 'This member confirmed their mobile number with a code texted to it.', // ours
  'mobile.notVerifiedNote': '(not verified)', // ours
} as const;
