import { DAILY_PICKS_MAIL } from './mail-daily-picks.js';
import { MOBILE_SAFETY_MAIL } from './mail-mobile-safety.js';
import { FAMILY_MAIL } from './mail-family.js';

/** English e-mails (server only: the web never loads these). Same layout in both languages. */
export const MAIL = {
  'mail.footerQuestions': 'Questions? Write to {email}',
  'mail.buttonFallback': 'If the button does not work, open this address: {url}',

  'mail.otp.subject': 'Your {brand} verification code',
  'mail.otp.heading': 'Verify your e-mail address',
  'mail.otp.greeting': 'Vanakkam {name}, welcome to {brand}.',
  'mail.otp.instructions':
    'Enter this one-time code on the Email Verification page. It is valid for {minutes} minutes and can be used once.',
  'mail.otp.action': 'Open Email Verification',

  'mail.reset.subject': 'Reset your {brand} password',
  'mail.reset.heading': 'Reset your password',
  'mail.reset.greeting': 'Vanakkam {name}, we received a request to reset the password of your {brand} account.',
  'mail.reset.validity':
    'The link below works once and for {minutes} minutes. Resetting your password signs you out on every device.',
  'mail.reset.ignore': 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  'mail.reset.action': 'Reset Password',

  // To the support address: read by operators, so always sent in English.
  'mail.enquiry.subject': 'Enquiry #{id} from {name}',
  'mail.enquiry.heading': 'New enquiry from {name}',
  'mail.enquiry.intro': 'A visitor sent this enquiry from the Contact Us page. Reply to this mail to answer them.',
  'mail.enquiry.name': 'Name',
  'mail.enquiry.email': 'Email',
  'mail.enquiry.phone': 'Phone',
  'mail.enquiry.message': 'Message',
  'mail.enquiry.language': 'Language',
  'mail.enquiry.reference': 'Reference',
  'mail.enquiry.referenceValue': 'Enquiry #{id}',

  // To the visitor. Anyone can type any address into the form, so this mail never repeats what
  // they wrote (name or message): it cannot carry a stranger's text to someone else's inbox.
  'mail.enquiryAck.subject': 'We received your enquiry (reference {reference})',
  'mail.enquiryAck.heading': 'Thank you for contacting us',
  'mail.enquiryAck.received': 'Vanakkam, thank you for writing to {brand}. Your enquiry has reached our support team.',
  'mail.enquiryAck.reply': 'We usually reply within one working day, to this e-mail address.',
  'mail.enquiryAck.reference': 'Your reference number is {reference}. Please mention it if you write to us about this enquiry.',
  'mail.enquiryAck.notYou': 'If you did not send this enquiry, you can ignore this mail.',

  // To the member after a payment activated their plan, in their language: their receipt.
  'mail.receipt.subject': 'Your {brand} payment receipt ({reference})',
  'mail.receipt.heading': 'Thank you for your payment',
  'mail.receipt.greeting': 'Vanakkam {name}, we have received your payment and your {plan} plan is now active.',
  'mail.receipt.greetingLater':
    'Vanakkam {name}, we have received your payment. Your {plan} plan starts on {date}, when your current plan ends.',
  'mail.receipt.extraDays.one': 'The unused part of your previous plan has been added to the new one as {count} extra day.',
  'mail.receipt.extraDays.other': 'The unused part of your previous plan has been added to the new one as {count} extra days.',
  'mail.receipt.keep':
    'Please keep this e-mail as your receipt. If you have a question about this payment, write to {email} and mention the order reference.',
  'mail.receipt.reference': 'Order reference',
  'mail.receipt.plan': 'Plan',
  'mail.receipt.amount': 'Amount paid',
  'mail.receipt.paidOn': 'Paid on',
  'mail.receipt.paymentMode': 'Paid with',
  'mail.receipt.transactionId': 'Transaction ID',
  'mail.receipt.validFrom': 'Valid from',
  'mail.receipt.validUntil': 'Valid until',
  'mail.receipt.action': 'View my plan',

  // Interests, in the member's language. Subjects name nobody: they show on lock screens.
  'mail.notificationsNote': 'You receive this e-mail because you asked to hear about interests.',
  'mail.notificationsLink': 'Change your e-mail settings',
  'mail.interest.age': '{age} years',
  'mail.interest.answer': 'Open your interests to see their profile and accept or reject.',
  // A member whose plan does not open the incoming list is told no more than that screen shows.
  'mail.interestHidden.single': 'Vanakkam {name}, someone new is interested in you: a family has sent you an interest.', // ours
  'mail.interestHidden.several': 'Vanakkam {name}, {count} families have sent you an interest since our last e-mail.', // ours
  'mail.interestHidden.upgrade': 'Upgrade to a paid plan to see who they are and to answer; the plans are on the Pricing page.', // ours
  'mail.interest.action': 'View interests',
  'mail.interestReceived.subject': 'You have a new interest on {brand}',
  'mail.interestReceived.heading': 'You have a new interest',
  'mail.interestReceived.greeting': 'Vanakkam {name}, {sender} has sent you an interest.',
  'mail.interestDigest.subject': 'You have {count} new interests on {brand}',
  'mail.interestDigest.heading': 'You have {count} new interests',
  'mail.interestDigest.greeting': 'Vanakkam {name}, these members have sent you an interest since our last e-mail:',
  'mail.interestAccepted.subject': 'Your interest has been accepted on {brand}',
  'mail.interestAccepted.heading': 'Your interest has been accepted',
  'mail.interestAccepted.greeting': 'Vanakkam {name}, good news: {partner} has accepted your interest.',
  'mail.interestAccepted.next':
    'Open their profile to know them better. Photos, horoscopes or a phone number they hide from others are now shown to you, as far as your plan allows.',

  // The offline chat digest: never the text of a message, which a mail would expose.
  'mail.chatDigest.subject.one': 'You have 1 unread message on {brand}', // ours
  'mail.chatDigest.subject.other': 'You have {count} unread messages on {brand}', // ours
  'mail.chatDigest.heading': 'Messages are waiting for you', // ours
  'mail.chatDigest.greeting': 'Vanakkam {name}, these members wrote to you while you were away:', // ours
  'mail.chatDigest.count': '{count} unread', // ours
  // A missed call waits in the chat like an unread message (docs/decisions/0077-calls-signalled-over-chat.md).
  'mail.chatDigest.subjectBoth': 'Unread messages and missed calls on {brand}', // ours
  'mail.chatDigest.subjectCalls': 'You missed calls on {brand}', // ours
  'mail.chatDigest.greetingCalls': 'Vanakkam {name}, these members wrote to you or called you while you were away:', // ours
  'mail.chatDigest.missedCalls.one': '1 missed call', // ours
  'mail.chatDigest.missedCalls.other': '{count} missed calls', // ours
  'mail.chatDigest.needsPlan': 'Reading and answering messages needs the Platinum plan; the plans are on the Pricing page.', // ours
  'mail.chatDigest.action': 'Open chat', // ours
  'mail.chatDigest.note': 'You receive this e-mail because you asked to hear about chat messages.', // ours

  // Saved searches' morning alert: profiles described only as a result card shows them, never a photo.
  'mail.savedSearch.subject.one': 'A new profile for your saved searches on {brand}', // ours
  'mail.savedSearch.subject.other': '{count} new profiles for your saved searches on {brand}', // ours
  'mail.savedSearch.heading': 'New profiles for your saved searches', // ours
  'mail.savedSearch.greeting': 'Vanakkam {name}, these profiles newly fit your saved searches since our last e-mail:', // ours
  'mail.savedSearch.search.one': '“{search}”: 1 new profile', // ours
  'mail.savedSearch.search.other': '“{search}”: {count} new profiles', // ours
  'mail.savedSearch.age': '{age} years', // ours
  'mail.savedSearch.seeAll': 'See every profile of “{search}”', // ours
  'mail.savedSearch.note': 'You receive this e-mail because you switched on alerts for your saved searches.', // ours
  'mail.savedSearch.settingsLink': 'Switch the alerts off in Settings', // ours

  // shortlist

  // reports
  // To the reporter, in their language: the reference and what happens next.
  'mail.reportAck.subject': 'We received your report (reference {reference})', // ours
  'mail.reportAck.heading': 'Thank you for your report', // ours
  'mail.reportAck.greeting': 'Vanakkam {name}, we have received your report about {reported}.', // ours
  'mail.reportAck.next':
    'A person on our team will look at it within {hours} hours. The member you reported is not told who reported them.', // ours
  'mail.reportAck.reference': 'Your reference number is {reference}. You can follow your report under My reports in Settings.', // ours
  'mail.reportAck.action': 'View my reports', // ours
  // To the address typed into the public grievance form: like the enquiry's, it never repeats what was typed.
  'mail.grievanceAck.subject': 'We received your grievance (reference {reference})', // ours
  'mail.grievanceAck.heading': 'Your grievance has reached our grievance officer', // ours
  'mail.grievanceAck.received':
    'Vanakkam, thank you for writing to {brand}. Your grievance has reached our grievance officer, {officer}.', // ours
  'mail.grievanceAck.promise':
    'We will acknowledge it within {hours} hours and resolve it within {days} days, writing to this e-mail address.', // ours
  'mail.grievanceAck.reference':
    'Your reference number is {reference}. Please mention it if you write to us about this grievance.', // ours
  'mail.grievanceAck.notYou': 'If you did not file this grievance, you can ignore this mail.', // ours

  // operators
  'mail.warning.subject': 'A note about your conduct on {brand}', // ours
  'mail.warning.heading': 'Please read: a note from our team', // ours
  'mail.warning.greeting': 'Vanakkam {name}, another member reported your conduct on {brand}, and our team has looked into it.', // ours
  'mail.warning.reason': 'What our team found: {reason}', // ours
  'mail.warning.rules':
    'Please keep to our terms: true details, respectful words, and never asking anyone for money. If this happens again, your account may be suspended.', // ours
  'mail.warning.appeal': 'If you think this is a mistake, write to our grievance officer through the Grievance page.', // ours
  'mail.warning.action': 'Read the terms', // ours

  // my data
  'mail.deletion.subject': 'Your {brand} account will be erased on {date}', // ours
  'mail.deletion.heading': 'Your account is set to be deleted', // ours
  'mail.deletion.congratulations':
    'Congratulations on finding your partner! We wish you and both families a long and happy married life.', // ours
  'mail.deletion.greeting':
    'Vanakkam {name}, as you asked, your profile has left search and you have been signed out on every other device.', // ours
  'mail.deletion.when':
    'On {date} we will erase your profile, photos, horoscopes, interests, shortlist and chats. Payment records stay, without your name, because the tax law requires it.', // ours
  'mail.deletion.changeMind': 'Changed your mind? Log in before {date} and your account stays as it is.', // ours
  'mail.deletion.notYou': 'If you did not ask for this, log in now and change your password.', // ours
  'mail.deletion.action': 'Log in', // ours
  'mail.deletionCancelled.subject': 'Your {brand} account will not be deleted', // ours
  'mail.deletionCancelled.heading': 'Your account stays', // ours
  'mail.deletionCancelled.greeting':
    'Vanakkam {name}, you came back before the day set, so we have cancelled the deletion of your account. Your profile is back in search.', // ours
  'mail.deletionCancelled.notYou': 'If this was not you, change your password now.', // ours
  'mail.deletionCancelled.action': 'Open my account', // ours

  // ID verification
  'mail.idApproved.subject': 'Your ID is verified on {brand}', // ours
  'mail.idApproved.heading': 'Your profile now shows ‘ID verified’', // ours
  'mail.idApproved.greeting': 'Vanakkam {name}, our team has checked the {type} you sent and approved it.', // ours
  'mail.idApproved.badge': 'Your profile now carries the ‘ID verified’ badge in search, Matches and on your details.', // ours
  'mail.idApproved.deleted': 'As promised, we have deleted the file you uploaded. We never stored its number.', // ours
  'mail.idApproved.action': 'See my profile', // ours
  'mail.idRejected.subject': 'We could not verify your ID on {brand}', // ours
  'mail.idRejected.heading': 'Your ID could not be verified', // ours
  'mail.idRejected.greeting': 'Vanakkam {name}, our team looked at the {type} you sent but could not verify it.', // ours
  'mail.idRejected.reason': 'What our team found: {reason}', // ours
  'mail.idRejected.deleted': 'We have deleted the file you uploaded. You are welcome to upload your ID again.', // ours
  'mail.idRejected.action': 'Upload again', // ours

  // photo moderation and signals
  'mail.photoRejected.subject': 'One of your photos was removed from {brand}', // ours
  'mail.photoRejected.heading': 'A photo was removed', // ours
  'mail.photoRejected.greeting': 'Vanakkam {name}, our team reviewed a photo you uploaded to {brand} and has removed it.', // ours
  'mail.photoRejected.reason': 'Why: {reason}', // ours
  'mail.photoRejected.rules':
    'Photos must show you, clearly, and must be your own: no one else, no pictures from the internet, no contact details written on them.', // ours
  'mail.photoRejected.appeal': 'If you think this is a mistake, write to our grievance officer through the Grievance page.', // ours
  'mail.photoRejected.action': 'Upload another photo', // ours

  // payments, enquiries, report outcomes
  // The outcome of a report or grievance, to whoever filed it: never what the other member was told.
  'mail.outcome.subject': 'Update on your report {reference}', // ours
  'mail.outcome.subjectGrievance': 'Update on your grievance {reference}', // ours
  'mail.outcome.heading': 'We have looked into it', // ours
  'mail.outcome.greeting': 'Vanakkam {name}, thank you for telling us. Our team has reviewed your report {reference}.', // ours
  'mail.outcome.greetingGrievance': 'Vanakkam, our grievance officer has reviewed your grievance {reference}.', // ours
  'mail.outcome.dismissed':
    'We found nothing that breaks our terms, so we have closed it without action. If it happens again, please report it again.', // ours
  'mail.outcome.warned': 'We have taken action: the member has been warned, and we will act further if it happens again.', // ours
  'mail.outcome.suspended': 'We have taken action: the member’s account has been suspended.', // ours
  'mail.outcome.resolved': 'Your grievance has been resolved and closed.', // ours
  'mail.outcome.dismissedGrievance': 'We have closed your grievance.', // ours
  'mail.outcome.note': 'A note from our team: {note}', // ours
  'mail.outcome.more': 'If you are not satisfied, write to our grievance officer and quote the reference {reference}.', // ours
  'mail.outcome.action': 'View my reports', // ours
  'mail.mobileChanged.subject': 'Your {brand} mobile number was changed', // ours
  'mail.mobileChanged.heading': 'Your mobile number was changed', // ours
  'mail.mobileChanged.body':
    'Vanakkam {name}, the mobile number of your account is now {phone}: a code sent to it was entered a moment ago. If you did not do this, change your password at once and write to us.', // ours
  'mail.mobileChanged.action': 'Open my settings', // ours
  'mail.inactive.subject': 'Your profile is no longer shown on {brand}', // ours
  'mail.inactive.heading': 'Your profile is no longer shown', // ours
  'mail.inactive.greeting':
    "Vanakkam {name}, you have not signed in to {brand} for six months, so your profile is no longer shown in search, in other members' matches or in their shortlists.", // ours
  'mail.inactive.back': 'Sign in and your profile is shown again at once. Nothing of it has been deleted.', // ours
  'mail.inactive.found':
    'If you have already found your life partner, congratulations! You can delete your account in Settings at any time.', // ours
  'mail.inactive.action': 'Sign in', // ours
  ...DAILY_PICKS_MAIL,
  ...MOBILE_SAFETY_MAIL,
  ...FAMILY_MAIL,
} as const;
