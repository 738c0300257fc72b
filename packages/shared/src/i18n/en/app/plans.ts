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

  'plans.silver': 'Silver',
  'plans.gold': 'Gold',
  'plans.platinum': 'Platinum',
  'plans.none': 'No Plan Selected',
  'plans.oneMonth': '1 Month',
  'plans.sixMonths': '6 Months',
  'plans.twelveMonths': '12 Months',
  'plans.off40': '40% Off',
  'plans.off50': '50% Off',
  'plans.validTill': 'Valid till',
  'plans.featureViews': '{count} premium profile views per month', // ours, from the plan feature matrix
  'plans.featureViewsUnlimited': 'Unlimited premium profile views', // ours, from the plan feature matrix
  'plans.featureContact': 'View contact details', // ours, from the plan feature matrix
  'plans.featureInterest': 'Send interest', // ours, from the plan feature matrix
  'plans.featureBenefits': 'Premium user benefits', // ours, from the plan feature matrix
  'plans.featureHoroscope': 'Horoscope view', // ours, from the plan feature matrix
  'plans.featureSupport': 'Priority support', // ours, from the plan feature matrix
  'plans.featureChat': 'Chat', // ours, from the plan feature matrix
  'plans.included': 'Included', // ours
  'plans.notIncluded': 'Not included', // ours

  'pricing.metaTitle': 'Plans and pricing | {brand}', // ours
  'pricing.metaDescription': 'Silver, Gold and Platinum plans of {brand}: full profiles, contact details, horoscopes and chat.', // ours
  'pricing.title': 'Choose the plan for your search', // ours
  'pricing.noCard': 'No credit card required',
  'pricing.intro': 'Pay once by UPI, card or net banking; your plan starts as soon as the payment is confirmed.', // ours
  'pricing.getStarted': 'Get Started',
  'pricing.selectedPlan': 'Selected Plan',
  'pricing.selectedReason': 'This is your current plan, valid till {date}.', // ours
  'pricing.listPrice': 'List price {price}', // ours
  'pricing.features': 'What the {plan} plan includes', // ours

  'purchase.title': 'Your order', // ours
  'purchase.plan': 'Plan', // ours
  'purchase.price': 'Price', // ours
  'purchase.validity': 'Validity', // ours
  'purchase.amount': 'Amount', // ours
  'purchase.planPrice': 'Plan price', // ours
  'purchase.expiryDate': 'Expiry date', // ours
  'purchase.chooseHigher': 'To change your plan, choose a higher one: the unused days of your plan move to it.', // ours
  'purchase.upgradeTitle': 'Upgrade offer', // ours
  'purchase.upgradeOffer': 'The unused {days} of your {current} plan are not lost: they become {extra} on {plan}.', // ours
  'purchase.days.one': '{count} day', // ours
  'purchase.days.other': '{count} days', // ours
  'purchase.extraDays.one': '{count} extra day', // ours
  'purchase.extraDays.other': '{count} extra days', // ours
  'purchase.newEnd': 'Your {plan} plan will be valid till {date}.', // ours
  'purchase.reference': 'Order reference', // ours
  'purchase.payNow': 'Pay Now',
  'purchase.redirecting': 'Taking you to the payment page…', // ours
  'purchase.method': 'How would you like to pay?', // ours
  'purchase.methodGateway': 'Card, UPI app or net banking', // ours
  'purchase.methodUpi': 'Scan a UPI QR code', // ours
  'purchase.upiTitle': 'Scan to pay with any UPI app', // ours
  'purchase.upiQr': 'UPI QR code to pay {amount} for order {reference}', // ours
  'purchase.upiOpenApp': 'Open in a UPI app', // ours
  'purchase.upiNote': 'Your plan starts once we have confirmed the payment; this can take a little while.', // ours
  'purchase.checkStatus': 'Check payment status', // ours
  'purchase.verifyFirst': 'Please verify your e-mail before you buy a plan. <link>Verify now</link>', // ours
  'purchase.loginFirst': 'Please <link>log in</link> to buy a plan.', // ours

  'paymentStatus.title': 'Payment status', // ours
  'paymentStatus.metaDescription': 'The status of your {brand} payment.', // ours
  'paymentStatus.status': 'Status', // ours
  'paymentStatus.mode': 'Payment mode', // ours
  'paymentStatus.transactionId': 'Transaction ID', // ours
  'paymentStatus.time': 'Time', // ours
  'paymentStatus.message': 'Message', // ours
  'paymentStatus.unknown': 'Not yet known', // ours
  'paymentStatus.PENDING': 'PENDING',
  'paymentStatus.COMPLETED': 'COMPLETED',
  'paymentStatus.FAILED': 'FAILED',
  'paymentStatus.EXPIRED': 'EXPIRED',
  'paymentStatus.retry': 'Retry Payment',
  'paymentStatus.stillPending': 'We are waiting for the payment provider to confirm. This page checks again every few seconds.', // ours
  'paymentStatus.myPlan': 'View my plan', // ours
  'paymentStatus.findMatches': 'See my matches', // ours
  'paymentStatus.loginToSee': 'Please <link>log in</link> to see this payment.', // ours

  'paymentResponse.title': 'Confirming your payment', // ours
  'paymentResponse.wait': 'Please wait a moment…', // ours

  'paymentCancel.text': 'The payment was not completed. You can choose a plan again whenever you are ready.', // ours
  'paymentCancel.back': 'Return to Pricing',

  'paymentPage.title': 'Order summary', // ours
  'paymentPage.seePlans': 'See all plans', // ours

  'userPlan.title': 'My Plan', // ours
  'userPlan.intro': 'Your plan, all our plans and your payments.', // ours
  'userPlan.current': 'Current plan', // ours
  'userPlan.upgradeNow': 'Upgrade now',
  'userPlan.allPlans': 'All Plans',
  'userPlan.bannerUpgrade': 'Upgrade to a premium plan to open full profiles, see contact details and view horoscopes.', // ours
  'userPlan.bannerActive': 'Your premium benefits last until {date}.', // ours
  'userPlan.payments': 'My payments', // ours
  'userPlan.noPayments': 'You have not made any payments yet.', // ours
  'userPlan.date': 'Date', // ours
  'userPlan.receipt': 'Receipt', // ours
  'userPlan.receiptFor': 'Receipt for {reference}', // ours

  'receipt.title': 'Payment receipt', // ours
  'receipt.paidOn': 'Paid on', // ours
  'receipt.validFrom': 'Valid from', // ours
  'receipt.extraDays': 'Extra days from your previous plan', // ours
  'receipt.support': 'Questions about this payment? Write to {email}.', // ours
  'receipt.print': 'Print', // ours

  // The tax invoice on the receipt and in its mail (CGST Rules, rule 46; docs/decisions/0065).
  'invoice.title': 'Tax invoice', // ours
  'invoice.notTaxInvoice': 'This server has no GST registration number configured, so this receipt is not a tax invoice.', // ours
  'invoice.number': 'Invoice number', // ours
  'invoice.date': 'Invoice date', // ours
  'invoice.supplier': 'Supplier', // ours
  'invoice.gstin': 'Our GSTIN', // ours
  'invoice.billedTo': 'Billed to', // ours
  'invoice.placeOfSupply': 'Place of supply', // ours
  'invoice.stateWithCode': '{state} (state code {code})', // ours
  'invoice.service': 'Service', // ours
  'invoice.serviceValue': 'Matrimony membership: {plan} plan (SAC {sac})', // ours
  'invoice.taxable': 'Taxable value', // ours
  'invoice.cgst': 'CGST at {rate}%', // ours
  'invoice.sgst': 'SGST at {rate}%', // ours
  'invoice.igst': 'IGST at {rate}%', // ours
  'invoice.total': 'Total, GST included', // ours
  'invoice.reverseCharge': 'Tax payable on reverse charge', // ours
  'invoice.no': 'No', // ours
  'invoice.view': 'View and print the invoice', // ours
} as const;
