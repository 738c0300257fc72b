/** English: plans, payments and the paid members' privacy switches. */
export const PLANS_TEXTS = {
  'privacySettings.upgrade': 'You must upgrade to a premium membership to change this setting.',
  'privacySettings.failed': 'Something went wrong!',
  'privacySettings.networkError': 'An error occurred while updating settings.',
  'privacySettings.updated': 'Settings updated successfully!',
  'privacySettings.paidOnly': 'This feature is available only for paid members.',

  'payment.noRedirect': 'No redirect URL found in the response',
  'payment.initiateFailed': 'Error initiating payment. Please try again.',
  'payment.approved': 'Payment approved! Your plan is now active.',
  'payment.failedOrPending': 'Payment failed or is still pending.',
  'payment.statusError': 'Error checking payment status.',
  'payment.checking': 'Checking payment status...',
  'payment.noStatus': 'No status available.',
  'payment.canceled': 'Payment Canceled',
  'payment.activePlan': 'You already have an active plan',
  'payment.noPlanSelected': 'No plan selected.',
  'payment.fillAll': 'Please fill in all required fields',
  'payment.unknownAmount': 'Please choose one of our plans: the amount must be a plan price.', // ours
  'payment.orderNotFound': 'We could not find that payment. Please check the link or start again from Pricing.', // ours
} as const;
