/** English: signing in with a texted code, and a forgotten password by text message (docs/design.md, "Text messages"). All ours. */
export const MOBILE_SIGN_IN_TEXTS = {
  'mobileSignIn.switch': 'Sign in with a one-time code', // ours
  'mobileSignIn.usePassword': 'Sign in with e-mail and password', // ours
  'mobileSignIn.form': 'Sign in with a one-time code', // ours
  'mobileSignIn.intro':
    'We will text a 6-digit code to the mobile number you verified in your settings. Not verified yet? Please sign in with your e-mail and password.', // ours
  'mobileSignIn.phone': 'Mobile number', // ours
  'mobileSignIn.phoneHint': '10 digits, for example 98765 43210', // ours
  'mobileSignIn.sendCode': 'Send code', // ours
  'mobileSignIn.code': 'Code from the text message', // ours
  'mobileSignIn.otherNumber': 'Use another number', // ours
  'mobileSignIn.resetWay': 'How shall we help you set a new password?', // ours
  'mobileSignIn.byEmail': 'By e-mail', // ours
  'mobileSignIn.byText': 'By text message', // ours
  'mobileSignIn.resetForm': 'Reset password by text message', // ours
  'mobileSignIn.resetPrompt':
    'Please enter the mobile number you verified in your settings. We will text you a code to set a new password.', // ours
} as const;
