/** English: accounts (register, login, OTP, passwords) and the validation they share. */
export const ACCOUNT = {
  'validation.invalidEmail': 'Invalid email format',
  'validation.passwordMin': 'Password must be at least 6 characters',
  'validation.nameRequired': 'Name is required',
  'validation.nameLetters':
    'Please write the name in Tamil or English letters. Spaces, dots (as in initials), hyphens and apostrophes may go between them.', // ours
  'validation.nameLength': 'A name has {min} to {max} characters.', // ours
  'validation.phoneDigits': 'Phone number must be 10 digits',
  'validation.phoneAbroad':
    'Please check the number: after + come the country code and the number, as dialled from another country (e.g. +44 7911 123456).', // ours
  'validation.phoneTextsIndia': 'Codes by text message go to Indian mobile numbers only. Please enter a 10-digit Indian number.', // ours
  'validation.passwordsMismatch': 'Passwords do not match',
  'validation.termsRequired': 'You must agree to the terms of service before creating an account',
  'validation.correctErrors': 'Please correct the errors before submitting',
  'validation.fillRequiredFields': 'Please fill in all required fields',

  'auth.tokenRequired': 'Authentication token is required',
  'auth.verificationRequired': 'Verification required',
  'auth.loggedIn': 'Login successful', // ours
  'auth.loggedOut': 'You have been logged out.', // ours
  'auth.alreadyLoggedIn': 'You are already logged in. Redirecting...', // ours (login screen)
  'auth.emailTaken': 'An account with this email already exists. Please log in instead.', // ours
  'auth.passwordTooCommon': 'This password is too common. Please choose one that is harder to guess.', // ours
  'auth.passwordTooLong': 'Password must be at most 128 characters', // ours
  'auth.passwordIsContact': 'Password must not be your email or phone number', // ours
  'auth.tooManyLogins': 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.', // ours
  'auth.tooManyRegistrations': 'Too many accounts created from this network. Please try again later.', // ours
  'auth.tooManyResets': 'Too many password reset requests. Please wait a while and try again.', // ours
  'auth.otpCooldown': 'Please wait {seconds} seconds before requesting a new OTP.', // ours
  // ours: the per-address ceilings (docs/decisions/0037); {retryAt} is written as India's date and time
  'auth.tooManyOtpCodes':
    'Too many OTPs have been requested for this e-mail address in the last 24 hours. Please try again after {retryAt} (India time).',
  'auth.tooManyOtpTries':
    'Too many wrong OTPs have been entered for this e-mail address in the last 24 hours. Please try again after {retryAt} (India time).',
  'auth.tooManyResetLinks':
    'Too many password reset requests for this e-mail address in the last 24 hours. Please try again after {retryAt} (India time).',
  'auth.otpMailFailed': 'We could not send the OTP e-mail. Please try again.', // ours

  'login.failed': 'Login failed',
  'login.invalidCredentials': 'Invalid credentials',

  'forgotPassword.sent': 'Password reset link sent to your email',
  'forgotPassword.failed': 'Error sending reset link',
  'forgotPassword.title': 'Reset Password',
  'forgotPassword.prompt': 'Please enter your registered email',

  'register.failed': 'Registration failed',
  'register.success': 'Registration successful.',
  'register.alreadyLoggedIn': 'Already logged in. Redirecting...',

  'otp.resendIn': 'Resend OTP in {seconds}s',
  'otp.noOtp': 'No OTP found. Please request a new OTP.',
  'otp.expired': 'OTP has expired. Please request a new OTP.',
  'otp.invalid': 'Invalid OTP. Please try again.',
  'otp.invalidFormat': 'Invalid OTP format.',
  'otp.noToken': 'No OTP token found. Please request an OTP.',
  'otp.valid': 'Valid OTP',
  'otp.resent': 'OTP sent successfully',
  'otp.resendError': 'Error: {message}',
  'otp.resendFailed': 'An error occurred while resending the OTP. Please try again later.',

  'resetPassword.bothRequired': 'Both fields are required', // ours: the specification requires both fields without naming a text
  'resetPassword.failed': 'Failed to reset password.',
  'resetPassword.success': 'Password reset successful! Please login with your new password.',
  'resetPassword.invalidLink': 'Invalid or expired reset link.',

  'account.localeSaved': 'Language saved.', // ours
  'account.flagValue': 'Please send 0 (visible) or 1 (hidden).', // ours
  'account.badLocale': "Please choose 'en' (English) or 'ta' (Tamil).", // ours
  'field.show': 'Show {label}', // ours
  'field.hide': 'Hide {label}', // ours
  'field.name': 'Name', // ours
  'field.email': 'Email', // ours
  'field.phone': 'Phone', // ours
  'field.password': 'Password', // ours
  'field.confirmPassword': 'Confirm Password', // ours
  'field.message': 'Message', // ours
  'auth.promiseVerified': 'Every member verifies their e-mail address', // ours
  'auth.promisePrivacy': 'You decide who sees your phone number, photos and horoscope', // ours
  'auth.promisePasswords': 'Passwords are stored only as strong one-way hashes', // ours
  'login.headline': 'Find your life partner with the trust of family', // ours
  'login.title': 'Login',
  'login.metaTitle': 'Login | {brand}', // ours
  'login.metaDescription': 'Sign in to {brand} to find your life partner.', // ours
  'login.form': 'Login form', // ours
  'login.rememberMe': 'Remember me',
  'login.forgot': 'Forgot password?',
  'login.signIn': 'Sign In',
  'login.newHere': 'New to {brand}?', // ours
  'login.createAccount': 'Create an account now',
  'register.headline': "Begin your family's search for the right match", // ours
  'register.title': 'Create your account', // ours
  'register.metaTitle': 'Register | {brand}', // ours
  'register.metaDescription': 'Join {brand} for free.', // ours
  'register.form': 'Registration form', // ours
  'register.terms':
    'I agree to the <terms>Terms of Service</terms>, <privacy>Privacy Policy</privacy> and default Notification Settings.',
  'register.submit': 'Create Account',
  'register.haveAccount': 'Already have an account?', // ours
  'register.login': 'Log in',
  'otp.headline': 'One small step to confirm that this e-mail address is yours', // ours
  'otp.title': 'Email Verification',
  'otp.metaDescription': 'Verify your e-mail address.', // ours
  'otp.form': 'Email verification form', // ours
  'otp.sentTo': 'Enter the 6-digit code we sent to <email>{email}</email>. It is valid for 10 minutes.', // ours
  'otp.submit': 'Submit',
  'otp.noCode': 'Did not get the code?', // ours
  'otp.resend': 'Resend OTP',
  'otp.group': 'One-time code', // ours
  'otp.digit': 'Digit {n}', // ours
  'resetPassword.headline': 'A fresh start, safely', // ours
  'resetPassword.title': 'Reset Password',
  'resetPassword.metaDescription': 'Choose a new password.', // ours
  'resetPassword.form': 'Reset password form', // ours
  'resetPassword.submit': 'Reset Password',
  'forgotPassword.submit': 'Submit',
  'forgotPassword.sending': 'Sending…', // ours
  'settings.currentPasswordRequired': 'Please enter your current password.', // ours
  'settings.wrongCurrentPassword': 'Your current password is not correct.', // ours
  'settings.passwordChanged': 'Your password has been changed. You have been signed out on your other devices.', // ours
  'settings.onOffValue': 'Please send 1 (on) or 0 (off).', // ours
} as const;
