/**
 * English: a mobile number belongs to the person who holds the verified e-mail (docs/decisions/0055):
 * the e-mail first, the e-mailed code after a number not proven lately, the account without a
 * number, a reset link that takes the number's verification, and the "Not you?" page. All ours.
 */
export const MOBILE_SAFETY_TEXTS = {
  'mobileSafety.emailFirst':
    'Please verify your e-mail address first: enter the 6-digit code we mailed to {email} on the Email Verification page. Then you can verify your mobile number.', // ours
  'mobileSafety.noNumber': 'Your account has no mobile number. Please add your own number in Settings first.', // ours
  // The e-mail step of a sign-in or reset by text, for a number not proven in the last 90 days.
  'mobileSafety.emailStepSignIn':
    'The code from the text message is right. This number has not been confirmed on your account for a while, so we have also e-mailed a 6-digit code to the e-mail address of your account. Enter it below to sign in. It expires in 10 minutes.', // ours
  'mobileSafety.emailStepReset':
    'The code from the text message is right. This number has not been confirmed on your account for a while, so we have also e-mailed a 6-digit code to the e-mail address of your account. Enter it below to set your new password. It expires in 10 minutes.', // ours
  'mobileSafety.emailCode': 'Code from the e-mail', // ours
  'mobileSafety.emailCodeRequired': 'Please enter the 6-digit code from the e-mail.', // ours
  'mobileSafety.emailCodeInvalid': 'This code is not right. Please check the code in the e-mail and try again.', // ours
  'mobileSafety.emailStepExpired':
    'This code has expired or has been used up. Please start again with a new code by text message.', // ours
  'mobileSafety.emailStepHint':
    'Not in your inbox? Look in the spam folder. You can also sign in with your e-mail and password instead.', // ours
  'mobileSafety.startAgain': 'Start again', // ours
  // A reset link that verified the e-mail address took the number's verification.
  'resetPassword.mobileCleared':
    'Your mobile number must be verified again: this link verified your e-mail address, so we have removed the verification your number had. After you sign in, verify it in Settings, or change it.', // ours
  'resetPassword.doneHeading': 'Your new password is set', // ours
  'resetPassword.goToSignIn': 'Go to sign in', // ours
  // Settings, and What to add next, for an account without a number.
  'mobileSafety.none': 'No mobile number', // ours
  'mobileSafety.noNumberHelp':
    'Another account proved with a code that the number your account had is theirs, so your account has no mobile number now. Please add your own: families reach you by it.', // ours
  'mobileSafety.addNumber': 'Add a number', // ours
  'mobileSafety.addForm': 'Add a mobile number', // ours
  'mobileSafety.addHelp': 'We will text a code to the number. It becomes your number once you enter the code.', // ours
  'mobileSafety.numberLabel': 'Mobile number', // ours
  'nextSteps.addMobile': 'Add your mobile number', // ours
  'nextSteps.addMobileWhy': 'Families reach you by it, and a verified number shows the ‘Mobile verified’ badge.', // ours
  // "Not you?": the page a sign-in alert's link opens. It acts only when asked: mail scanners open links.
  'notMe.metaTitle': 'Secure my account | {brand}', // ours
  'notMe.heading': 'Was it not you?', // ours
  'notMe.intro':
    'If you did not sign in, or set a new password, with a code texted to your mobile number, someone else may have your number. Securing your account will:', // ours
  'notMe.endSessions': 'end every session of your account, on every device;', // ours
  'notMe.removeNumber': 'remove the verification of your mobile number, so that it no longer signs anyone in;', // ours
  'notMe.lockPassword': 'stop the current password from working;', // ours
  'notMe.sendLink': 'e-mail you a link to set a new password.', // ours
  'notMe.confirm': 'Secure my account', // ours
  'notMe.working': 'Securing your account…', // ours
  'notMe.doneHeading': 'Your account is secured', // ours
  'notMe.done':
    'Every session of your account has ended, and your mobile number is no longer verified. We have e-mailed you a link to set a new password: it works for 30 minutes.', // ours
  'notMe.doneLater':
    'Every session of your account has ended, and your mobile number is no longer verified. Too many password reset links were asked for today, so we could not send one now: please use ‘Forgot password?’ on the sign-in page after {retryAt} (India time).', // ours
  'notMe.afterReset': 'Once you have set a new password, sign in and verify your mobile number again in Settings, or change it.', // ours
  'notMe.failedHeading': 'This link does not work', // ours
  'notMe.invalid':
    'This link is not valid. If you think someone else is using your account, set a new password with ‘Forgot password?’ on the sign-in page.', // ours
  'notMe.expired':
    'This link has expired: it works for 7 days. If you think someone else is using your account, set a new password with ‘Forgot password?’ on the sign-in page.', // ours
  'notMe.used':
    'This link has already been used, and your account was secured then. To set a new password, use the link we e-mailed you, or ‘Forgot password?’ on the sign-in page.', // ours
  'notMe.signIn': 'Go to sign in', // ours
  // The kind of device a sign-in came from, for the alert mail: read from the browser's own description.
  'device.phone': 'a phone', // ours
  'device.tablet': 'a tablet', // ours
  'device.computer': 'a computer', // ours
  'device.unknown': 'a device we could not recognise', // ours
  'device.described': '{device} ({details})', // ours
  'device.browser.chrome': 'Chrome', // ours
  'device.browser.firefox': 'Firefox', // ours
  'device.browser.safari': 'Safari', // ours
  'device.browser.edge': 'Edge', // ours
  'device.browser.samsung': 'Samsung Internet', // ours
  'device.browser.opera': 'Opera', // ours
  'device.browser.uc': 'UC Browser', // ours
  'device.system.android': 'Android', // ours
  'device.system.ios': 'iPhone', // ours
  'device.system.ipados': 'iPad', // ours
  'device.system.windows': 'Windows', // ours
  'device.system.macos': 'Mac', // ours
  'device.system.linux': 'Linux', // ours
  'device.system.chromeos': 'Chromebook', // ours
} as const;
