/** English: The console’s payments and enquiries tabs, and report outcomes. */
export const ADMIN_OPS_TEXTS = {
  // Payments tab
  'adminOps.payments.search': 'Order id, reference, member name or e-mail', // ours
  'adminOps.payments.status': 'Status', // ours
  'adminOps.payments.method': 'Method', // ours
  'adminOps.payments.any': 'All', // ours
  'adminOps.payments.status.PENDING': 'Pending', // ours
  'adminOps.payments.status.COMPLETED': 'Completed', // ours
  'adminOps.payments.status.FAILED': 'Failed', // ours
  'adminOps.payments.status.EXPIRED': 'Expired', // ours
  'adminOps.payments.method.gateway': 'Gateway', // ours
  'adminOps.payments.method.upi': 'UPI QR', // ours
  'adminOps.payments.reviewOnly': 'Only those needing review', // ours
  'adminOps.payments.empty': 'No order matches.', // ours
  'adminOps.payments.order': 'Order {reference}', // ours
  'adminOps.payments.member': 'Member', // ours
  'adminOps.payments.memberErased': 'Account erased', // ours
  'adminOps.payments.plan': 'Plan', // ours
  'adminOps.payments.amount': 'Amount', // ours
  'adminOps.payments.created': 'Created', // ours
  'adminOps.payments.completed': 'Ended', // ours
  'adminOps.payments.transaction': 'Transaction', // ours
  'adminOps.payments.needsReview': 'Needs review', // ours
  'adminOps.payments.review.amount_mismatch': 'The amount received differs from the price: not activated.', // ours
  'adminOps.payments.review.paid_after_final': 'A payment arrived after the order had ended: not activated.', // ours
  'adminOps.payments.received': 'Received: {amount}', // ours
  'adminOps.payments.confirm': 'Confirm payment', // ours
  'adminOps.payments.reject': 'Reject', // ours
  'adminOps.payments.confirmTitle': 'Confirm UPI payment {reference}', // ours
  'adminOps.payments.confirmNote':
    'Confirm only after you have seen {amount} arrive with the note {reference}. The plan starts at once.', // ours
  'adminOps.payments.amountReceived': 'Amount received in rupees (only if different)', // ours
  'adminOps.payments.amountHint': 'A different amount does not start the plan: the order is marked for review.', // ours
  'adminOps.payments.utr': 'Bank reference (UTR, optional)', // ours
  'adminOps.payments.rejectTitle': 'Reject UPI payment {reference}', // ours
  'adminOps.payments.rejectNote': 'Reject only when the money has not arrived. The order fails and no plan starts.', // ours
  'adminOps.payments.amountInvalid': 'Enter the amount received in rupees, for example 4999 or 4999.50.', // ours
  'adminOps.payments.utrInvalid': 'The bank reference is letters and digits only, at most {max}.', // ours
  'adminOps.payments.done.confirmed': 'Order {reference} is confirmed and its plan has started.', // ours
  'adminOps.payments.done.mismatch': 'Order {reference}: the amount differs, so no plan was started. It is marked for review.', // ours
  'adminOps.payments.done.rejected': 'Order {reference} is rejected.', // ours
  'adminOps.payments.notUpi': 'Only UPI orders are confirmed or rejected here: the gateway settles its own orders.', // ours
  'adminOps.payments.notPending': 'This order is no longer pending: it has already been settled. Reload to see it.', // ours
  'adminOps.payments.notYourOwn': 'This order is your own, so you cannot confirm or reject it. Another operator must.', // ours
  'adminOps.payments.onlyPending': 'Only a pending UPI order can be confirmed or rejected.', // ours
  // Enquiries tab
  'adminOps.enquiries.search': 'Name, e-mail, phone or message', // ours
  'adminOps.enquiries.show': 'Show', // ours
  'adminOps.enquiries.unhandled': 'Not yet handled', // ours
  'adminOps.enquiries.handled': 'Handled', // ours
  'adminOps.enquiries.empty': 'No enquiry here.', // ours
  'adminOps.enquiries.title': 'Enquiry {id} from {name}', // ours
  'adminOps.enquiries.received': 'Received', // ours
  'adminOps.enquiries.mail.pending': 'Mail to support pending', // ours
  'adminOps.enquiries.mail.sent': 'Mailed to support', // ours
  'adminOps.enquiries.mail.failed': 'Mail to support failed', // ours
  'adminOps.enquiries.reply': 'Reply by e-mail', // ours
  'adminOps.enquiries.replySubject': 'Your enquiry {id} to {brand}', // ours
  'adminOps.enquiries.markHandled': 'Mark handled', // ours
  'adminOps.enquiries.handledTitle': 'Mark enquiry {id} handled', // ours
  'adminOps.enquiries.handledBy': 'Handled {date} by {name}', // ours
  'adminOps.enquiries.done': 'Enquiry {id} is marked handled.', // ours
  'adminOps.enquiries.notFound': 'There is no such enquiry.', // ours
  'adminOps.enquiries.alreadyHandled': 'This enquiry was already marked handled. Reload to see it.', // ours
} as const;
