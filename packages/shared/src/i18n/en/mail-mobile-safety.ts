/**
 * English: the mails of a mobile number that belongs to the person who holds the verified e-mail
 * (ours, docs/decisions/0055): the alert after a sign-in or reset by texted code, the code of the
 * e-mail step, and the notice to an account whose typed number another account verified.
 */
export const MOBILE_SAFETY_MAIL = {
  // The subjects name nobody and no number: they show on lock screens.
  'mail.signInAlert.subject': 'New sign-in to your {brand} account', // ours
  'mail.signInAlert.heading': 'A sign-in with a texted code', // ours
  'mail.signInAlert.greeting':
    'Vanakkam {name}, someone has just signed in to your account with a code texted to your mobile number {phone}.', // ours
  'mail.resetAlert.subject': 'Your {brand} password was changed by text message', // ours
  'mail.resetAlert.heading': 'Your password was changed', // ours
  'mail.resetAlert.greeting':
    'Vanakkam {name}, the password of your account has just been changed with a code texted to your mobile number {phone}. Every session of your account has ended.', // ours
  'mail.signInAlert.when': 'When', // ours
  'mail.signInAlert.whenValue': '{at} (India time)', // ours
  'mail.signInAlert.device': 'Device', // ours
  'mail.signInAlert.ifYou': 'If this was you, there is nothing more to do.', // ours
  'mail.signInAlert.notYou':
    'Not you? Then someone else has your number now. The button below ends every session of your account, removes the verification of your mobile number, stops the current password from working and e-mails you a link to set a new one. It asks you before it does anything, and works once, for 7 days.', // ours
  'mail.signInAlert.action': 'Not you? Secure my account', // ours
  'mail.emailStep.subjectSignIn': 'Your {brand} code to finish signing in', // ours
  'mail.emailStep.subjectReset': 'Your {brand} code to set a new password', // ours
  'mail.emailStep.heading': 'One more code', // ours
  'mail.emailStep.signIn':
    'Vanakkam {name}, a code texted to your mobile number {phone} has just been entered to sign in to your account. As this number has not been confirmed on your account for a while, please enter this code as well. It expires in {minutes} minutes.', // ours
  'mail.emailStep.reset':
    'Vanakkam {name}, a code texted to your mobile number {phone} has just been entered to set a new password for your account. As this number has not been confirmed on your account for a while, please enter this code as well. It expires in {minutes} minutes.', // ours
  'mail.emailStep.warning':
    'Was it not you? Then share this code with nobody: someone else may have that mobile number now. Sign in with your e-mail and password, and change the number in Settings.', // ours
  'mail.numberMoved.subject': 'The mobile number was taken off your {brand} account', // ours
  'mail.numberMoved.heading': 'Please add your mobile number', // ours
  'mail.numberMoved.body':
    'Vanakkam {name}, another account has verified the mobile number {phone} with a code texted to it, so the number belongs to that account now. Your account had this number but had not verified it, so we have taken it off your account.', // ours
  'mail.numberMoved.next':
    'If the number is yours, write to us at {email}. Otherwise, please add your own number in Settings: families reach you by it.', // ours
  'mail.numberMoved.action': 'Add my mobile number', // ours
} as const;
