/**
 * Every user-facing text of the product, verbatim from the specification (sections 2, 4, 5 and 8).
 * Server and web import from here; nothing user-facing is typed twice.
 * Texts marked "ours" are not in the specification and fill a gap it leaves.
 */
export const MESSAGES = {
  generic: {
    somethingWrong: 'Something went wrong, please try again',
    somethingWrongDot: 'Something went wrong, please try again.',
    tryAgain: 'Please try again!',
    notFound: 'Not found', // ours: JSON 404 for unknown API paths
    tooManyRequests: 'Too many requests. Please wait a moment and try again.', // ours
    invalidInput: 'Please correct the errors before submitting',
    payloadTooLarge: 'The request is too large.', // ours
    unsupportedMediaType: 'Unsupported content type.', // ours
    malformedJson: 'The request body is not valid JSON.', // ours
    serviceUnavailable: 'The service is temporarily unavailable. Please try again shortly.', // ours
  },
  notFoundPage: {
    text: "Oops! The page you're looking for does not exist.",
    goHome: 'Go Home',
  },
  redirect: {
    loginRequired: 'Login required',
    verificationRequired: 'Verification required',
  },
  validation: {
    invalidEmail: 'Invalid email format',
    passwordMin: 'Password must be at least 6 characters',
    nameRequired: 'Name is required',
    phoneDigits: 'Phone number must be 10 digits',
    passwordsMismatch: 'Passwords do not match',
    termsRequired: 'You must agree to the terms of service before creating an account',
    correctErrors: 'Please correct the errors before submitting',
    fillRequiredFields: 'Please fill in all required fields',
  },
  enquiry: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    phoneRequired: 'Phone is required',
    messageRequired: 'Message is required',
    nameTooLong: 'Name must be at most 100 characters', // ours
    messageTooLong: 'Message must be at most 2000 characters', // ours
    success: 'Your enquiry has been sent successfully!',
    failure: 'There was an issue sending your enquiry. Please try again.',
    tooMany: 'You have sent several enquiries already. Please wait a while before sending another.', // ours
  },
  search: {
    genderRequired: 'Gender Required',
    ageRequired: 'Age Required',
    religionRequired: 'Religion Required',
    authRequired: 'Authentication token is required',
    tryAgain: 'Please try again!',
    empty: 'No profiles found. Try adjusting your filters to find the perfect match',
    matchesEmpty: 'No profiles found',
    badCaste: 'Please choose a caste from the list', // ours
    badPlace: 'Please choose a state and city from the list', // ours
    badPage: 'Please ask for a page between 1 and 10000 of up to 24 profiles', // ours
    greeting: (name: string) => `Start Searching for Your Soulmate, ${name}!`,
    joinFree: 'Join now for Free',
    showing: (n: number) => `Showing ${n} profiles`,
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    sendQueries: 'Send your queries',
    profileFilters: 'Profile filters',
    purchasePrompt: 'Purchase a plan to see photos and full profiles', // ours
    matchesHeading: 'Discover Your Perfect Match',
    matchesBlurred: 'Upgrade to a paid plan to see your matches clearly and open their profiles.', // ours
    notAvailable: 'N/A',
    choose: 'Choose who you are looking for, an age range and a religion to see profiles.', // ours
    heading: 'Browse Profiles', // ours
    purchaseButton: 'Purchase Plan',
    matchesCount: (n: number) => (n === 1 ? '1 matching profile' : `${n} matching profiles`), // ours
    editPreferences: 'Edit partner preferences', // ours
    chatNow: 'Chat now',
    unlockChat: 'Unlock chat',
    moreDetails: 'More details',
    sendInterest: 'Send interest',
    interestSent: 'Interest sent',
  },
  locations: {
    countryNotFound: 'Country not found', // ours
    stateNotFound: 'State not found', // ours
    statesFailedLog: 'Error fetching states:',
    citiesFailedLog: 'Error fetching cities:',
  },
  auth: {
    tokenRequired: 'Authentication token is required',
    verificationRequired: 'Verification required',
    loggedIn: 'Login successful', // ours
    loggedOut: 'You have been logged out.', // ours
    alreadyLoggedIn: 'You are already logged in. Redirecting...', // ours (login screen)
    emailTaken: 'An account with this email already exists. Please log in instead.', // ours
    phoneTaken: 'An account with this phone number already exists.', // ours
    passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.', // ours
    passwordTooLong: 'Password must be at most 128 characters', // ours
    passwordIsContact: 'Password must not be your email or phone number', // ours
    tooManyLogins: 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.', // ours
    tooManyRegistrations: 'Too many accounts created from this network. Please try again later.', // ours
    tooManyResets: 'Too many password reset requests. Please wait a while and try again.', // ours
    otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`, // ours
    otpMailFailed: 'We could not send the OTP e-mail. Please try again.', // ours
  },
  login: {
    failed: 'Login failed',
    invalidCredentials: 'Invalid credentials',
  },
  forgotPassword: {
    sent: 'Password reset link sent to your email',
    failed: 'Error sending reset link',
    title: 'Reset Password',
    prompt: 'Please enter your registered email',
  },
  register: {
    failed: 'Registration failed',
    success: 'Registration successful.',
    alreadyLoggedIn: 'Already logged in. Redirecting...',
  },
  otp: {
    resendIn: (seconds: number) => `Resend OTP in ${seconds}s`,
    noOtp: 'No OTP found. Please request a new OTP.',
    expired: 'OTP has expired. Please request a new OTP.',
    invalid: 'Invalid OTP. Please try again.',
    invalidFormat: 'Invalid OTP format.',
    noToken: 'No OTP token found. Please request an OTP.',
    valid: 'Valid OTP',
    resent: 'OTP sent successfully',
    resendErrorPrefix: 'Error:',
    resendFailed: 'An error occurred while resending the OTP. Please try again later.',
  },
  resetPassword: {
    bothRequired: 'Both fields are required', // ours: the specification requires both fields without naming a text
    failed: 'Failed to reset password.',
    success: 'Password reset successful! Please login with your new password.',
    invalidLink: 'Invalid or expired reset link.',
  },
  profile: {
    fillAll: 'please fill all the values',
    updated: 'Profile updated successfully!',
    preferencesUpdated: "Partner's preferences updated successfully!",
    updateFailed: 'Update failed',
    updateProfileFirst: 'You need to update your profile before updating the partner preferences!',
    genderRequired: 'Gender is required',
    dobRequired: 'DOB is required',
    dateOfBirthRequired: 'Date of Birth is required',
    atLeast18: 'You must be at least 18 years old.',
    stateRequired: 'State is required',
    cityRequired: 'City is required',
    ageRequired: 'Age is required',
    weightRequired: 'Weight is required',
    heightRequired: 'Height is required',
    heightRequiredWhileEditing: 'Hight is required',
    fathersNameRequired: "Father's Name is required",
    mothersNameRequired: "Mother's Name is required",
    addressRequired: 'Address is required',
    maritalStatusRequired: 'Marital Status is required',
    religionRequired: 'Religion is required',
    casteRequired: 'Caste is required',
    chooseFromList: 'Please choose a value from the list', // ours
    textExpected: 'Please enter text', // ours
    tooLong: (max: number) => `Please keep this under ${max} characters`, // ours
    invalidDate: 'Please enter a valid date of birth', // ours
    fullLink: 'Please enter a full link starting with https://', // ours
    whatsappDigits: 'WhatsApp number must be 10 digits', // ours
    unknownState: 'Please choose a state from the list', // ours
    unknownCity: 'Please choose a city of the chosen state', // ours
    oneSectionAtATime: 'Please save one section at a time.', // ours
    notYours: 'You can only change your own profile.', // ours
    genderFirst: 'Please save your gender in Edit my profile first.', // ours: server side of the redirect
  },
  pictures: {
    uploaded: 'Photos uploaded successfully',
    deleted: 'Picture deleted',
    avatarUpdated: 'Profile picture updated',
    horoscopeUploaded: 'Horoscope uploaded successfully',
    horoscopeDeleted: 'Horoscope deleted successfully',
    photoLimit: 'You can only upload a total of 6 photos.',
    horoscopeLimit: 'You can only upload a total of 3 photos.',
    /** 'File size must be less than 10 MB.' followed by the file name and 'is too large.' */
    fileTooLarge: (fileName: string) => `File size must be less than 10 MB. ${fileName} is too large.`,
    horoscopeEmpty: 'No horoscope images found. Upload some to get started!',
    noFiles: 'Please choose at least one image to upload.', // ours
    notAnImage: (fileName: string) => `${fileName} is not a photo. Please choose JPEG, PNG or WebP images.`, // ours
    unreadable: (fileName: string) => `${fileName} could not be read as an image. Please try another file.`, // ours
    tooManyPixels: (fileName: string) => `${fileName} is too large: images can have at most 40 megapixels.`, // ours
    notMultipart: 'Please send the images as a file upload.', // ours
    pictureNotFound: 'Picture not found.', // ours
    horoscopeNotFound: 'Horoscope not found.', // ours
    noPhotos: 'No photos yet. Upload your photos so families can see you.', // ours
  },
  profileDetails: {
    notFound: 'Profile not found.', // ours
    quotaReached: (limit: number, plan: string) =>
      `You have opened ${limit} profiles this month, the limit of your ${plan} plan. Upgrade your plan to see more.`, // ours
    horoscopesNeedGold: 'Horoscopes can be viewed with a Gold or Platinum plan.', // ours
    available: 'Available',
    notSpecified: 'Not specified',
    photosLocked: 'Photos are locked by the user.',
    horoscopesLocked: 'Horoscopes are locked by the user.',
    phoneHidden: 'Phone number is hidden',
    restricted: 'Access Restricted - You do not have permission to view this page. Please purchase a PLAN to view user details.',
    purchasePlan: 'Please purchase a plan to view user details',
    views: (used: number, limit: number | null) =>
      limit === null
        ? `${used} ${used === 1 ? 'profile' : 'profiles'} opened this month, no limit on your plan`
        : `${used} of ${limit} profile views used this month`, // ours
    view: 'View',
    yes: 'Yes',
    no: 'No',
  },
  interests: {
    notToYourself: 'You cannot send an interest to yourself.', // ours
    badPartner: 'Please choose a profile to send your interest to.', // ours
    badStatus: "A new interest's status is 'Requested'.", // ours
    onlyYours: 'You can only see your own interests.', // ours
    alreadySent: 'Interest already sent',
    sent: 'Interest sent successfully',
    accepted: 'Interest accepted successfully',
    rejected: 'Interest rejected successfully',
    noneSent: 'No interests sent',
    noneIncoming: 'No incoming interests',
    upgrade: 'You must upgrade to a premium membership to view and interact with interests.',
  },
  privacySettings: {
    upgrade: 'You must upgrade to a premium membership to change this setting.',
    failed: 'Something went wrong!',
    networkError: 'An error occurred while updating settings.',
    updated: 'Settings updated successfully!',
    paidOnly: 'This feature is available only for paid members.',
  },
  payment: {
    noRedirect: 'No redirect URL found in the response',
    initiateFailed: 'Error initiating payment. Please try again.',
    approved: 'Payment approved! Your plan is now active.',
    failedOrPending: 'Payment failed or is still pending.',
    statusError: 'Error checking payment status.',
    checking: 'Checking payment status...',
    noStatus: 'No status available.',
    canceled: 'Payment Canceled',
    activePlan: 'You already have an active plan',
    noPlanSelected: 'No plan selected.',
  },
  comingSoon: {
    underConstruction: 'Exciting things are on the way! Our website is under construction and will be live soon. Stay tuned!',
  },
} as const;
