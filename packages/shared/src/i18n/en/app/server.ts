/** English: messages only the server sends (answers to API calls that no screen words itself). */
export const SERVER = {
  // ours: a field that no shared schema words (a path parameter, a query value), instead of zod's English
  'server.invalidValue': 'This value is not valid.',

  // Interests and the privacy switches (ours: the specification's server side is not shown)
  'server.interests.recipientOnly': 'Only the member who received this interest can accept or reject it.', // ours
  'server.interests.senderOnly': 'Only the member who sent this interest can withdraw it.', // ours
  'server.interests.alreadyAnswered': 'This interest has already been answered, so it can no longer be withdrawn.', // ours
  'server.interests.withdrawn': 'Interest withdrawn.', // ours
  'server.privacy.goldAndPlatinum':
    'The privacy settings come with the Gold and Platinum plans. Please upgrade your plan to change this setting.', // ours

  // Payments (ours: the specification's server side is not shown)
  'server.payment.gatewayUnavailable':
    'The payment service is not answering right now. Nothing has been charged. Please try again in a few minutes.', // ours
  'server.payment.upiUnavailable': 'Payment by UPI QR code is not available at the moment. Please pay through the payment page.', // ours
  'server.payment.tooMany': 'Too many payment attempts. Please wait a few minutes and try again.', // ours
  'server.payment.notYours': 'You can only buy a plan for your own account.', // ours
  'server.payment.webhookUnauthorized': 'This notification could not be verified.', // ours
  'server.payment.approvedLater': 'Payment approved! Your new plan starts on {date}, when your current plan ends.', // ours
  // What a payment that did not start a plan means for the member's money, and what to do next.
  // The 5 days are the Reserve Bank of India's limit for reversing a failed payment to a merchant.
  'server.payment.failedNoMoney':
    'This payment did not go through, and no money was taken from your account. You can try again now.', // ours
  'server.payment.failedMaybeMoney':
    'This payment failed, so no plan was bought. If money left your account, your bank returns it within 5 days. You can try again now.', // ours
  'server.payment.pending':
    'Your bank has not confirmed this payment yet. Please do not pay again: if it is confirmed, your plan starts at once; if it fails, any money taken comes back within 5 days.', // ours
  'server.payment.expired':
    'This payment was not confirmed in time, so the order has closed and no plan was bought. If money left your account, your bank returns it within 5 days; if it reaches us instead, we start your plan or refund it. You can try again now.', // ours
  'server.payment.paidAfterClose':
    'Your money reached us after this order had closed, so the plan did not start by itself. Our support team will start your plan or refund the money; please keep the order reference.', // ours
  'server.payment.mismatch':
    'The amount received does not match the price of this plan, so the plan was not activated. Our support team will contact you to start your plan or refund the money; please keep the order reference.', // ours
  'server.payment.upiClosed':
    'We did not receive a UPI payment for this order, so no plan was bought. If you did send the money, please write to {email} with the order reference and your UPI reference number, and we will start your plan or refund it.', // ours
  'server.payment.upiPending':
    'We are waiting to confirm your UPI payment. Your plan starts as soon as it arrives; this can take a few hours.', // ours

  // The sandbox gateway's page, whose three buttons docs/api.md, "Payments" names
  'server.sandbox.title': 'Sandbox payment', // ours
  'server.sandbox.intro': 'This is the built-in test gateway. No money moves: choose what this payment should do.', // ours
  'server.sandbox.success': 'Simulate successful payment',
  'server.sandbox.failure': 'Simulate failed payment',
  'server.sandbox.pending': 'Simulate pending payment',
  'server.sandbox.pendingNote': 'This payment is pending. You can still complete it or let it fail.', // ours
  'server.sandbox.ended': 'This payment has already ended. Its status is on the payment status page.', // ours
  'server.sandbox.continue': 'See the payment status', // ours

  // Chat
  'server.chat.requiresPlatinum': 'Chat comes with the Platinum plan. Please upgrade to read and send messages.', // ours
  'server.chat.requiresAcceptedInterest': 'You can chat once an interest between you has been accepted.', // ours
  'server.chat.blocked': 'You cannot chat with this member.', // ours
  'server.chat.withSelf': 'You cannot chat with yourself.', // ours
  'server.chat.notFound': 'This conversation was not found.', // ours
  'server.chat.tooManyMessages': 'You are sending messages too quickly. Please wait a moment and try again.', // ours
  'server.chat.leaving':
    "Your account is due to be deleted, so chat is closed. Choose 'Keep my account' in Settings to chat again.", // ours

  // Calls
  'server.calls.requiresPlatinum': 'Voice and video calls come with the Platinum plan. Please upgrade to call.', // ours
  'server.calls.otherCannotAnswer': 'This member cannot take calls yet: their plan does not include them.', // ours
  'server.calls.alreadyInCall': 'You are already in a call. Please end it before starting another.', // ours
  'server.calls.notFound': 'This call has already ended.', // ours
  'server.calls.tooMany':
    'You have called this member several times in a short while. Please wait a few minutes before calling again.', // ours
} as const;
