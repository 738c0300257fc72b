/** English: the public pages (contact, about, coming soon, policies' frame). */
export const SITE_PAGES = {
  'enquiry.nameRequired': 'Name is required',
  'enquiry.emailRequired': 'Email is required',
  'enquiry.phoneRequired': 'Phone is required',
  'enquiry.messageRequired': 'Message is required',
  'enquiry.nameTooLong': 'Name must be at most 100 characters', // ours
  'enquiry.messageTooLong': 'Message must be at most 2000 characters', // ours
  'enquiry.success': 'Your enquiry has been sent successfully!',
  'enquiry.failure': 'There was an issue sending your enquiry. Please try again.',
  'enquiry.tooMany': 'You have sent several enquiries already. Please wait a while before sending another.', // ours

  'comingSoon.underConstruction':
    'Exciting things are on the way! Our website is under construction and will be live soon. Stay tuned!',
  'contact.metaTitle': 'Contact Us | {brand}', // ours
  'contact.metaDescription': 'Write to {brand}: support by e-mail and phone, our Coimbatore office and WhatsApp channel.', // ours
  'contact.title': 'Contact Us',
  'contact.subtitle': 'We are here to help you and your family', // ours
  'contact.waysToReach': 'Ways to reach us', // ours
  'contact.customerRelations': 'Customer Relations',
  'contact.customerRelationsText': 'Talk to our relationship team about your profile, plans or a match.', // ours
  'contact.getSupport': 'Get Support',
  'contact.ourOffice': 'Our Office',
  'contact.whatsapp': 'WhatsApp Support',
  'contact.whatsappText': 'Follow our WhatsApp channel for announcements and quick tips.', // ours
  'contact.joinChannel': 'Join Channel',
  'contact.enquiryEyebrow': 'Enquiry', // ours
  'contact.enquiryTitle': 'Send us your enquiry', // ours
  'contact.replyTime': 'We usually reply within one working day.', // ours
  'enquiry.form': 'Enquiry form', // ours
  'enquiry.send': 'Send Enquiry', // ours
  'enquiry.sending': 'Sending…', // ours
  'about.metaTitle': 'About Us | {brand}', // ours
  'about.metaDescription':
    '{brand} is a Tamil matchmaking service from Coimbatore: e-mail-verified members, an ‘ID verified’ badge, family-first profiles and privacy you control.', // ours
  'about.title': 'About Us',
  'about.subtitle': 'Trusted by Tamil families', // ours
  'about.whyTrust': 'Why families trust us', // ours
  'about.genuine': 'ID-verified badge', // ours, for the specification's 'genuine verified profiles'
  'about.genuineText':
    'Members verify their e-mail address with a one-time code before they can search, send interests or be found. Those who show our team a government ID carry the ‘ID verified’ badge.', // ours
  'about.trusted': 'Most trusted',
  'about.trustedText': 'Your phone number, photos and horoscope are shared only as you choose; our servers enforce it.', // ours
  // Ours, for the specification's 'numerous joyful unions': we do not know of weddings (docs/decisions/0059).
  'about.firstStep': 'A yes is the first step', // ours
  'about.firstStepText':
    'A member’s hidden phone number, photos and horoscope open to another member only once an interest between them is accepted. What follows is for the two families: we count accepted interests, not weddings.', // ours
  'about.whoWeAre': 'Who we are', // ours
  'about.welcome': 'Welcome to {brand}', // ours
  'about.story':
    '{brand} is rapidly becoming one of the leading Tamil matchmaking services. We started in Coimbatore with a simple belief: finding a life partner is a family journey, and it deserves honesty, respect and care. Every profile carries the details families look for (family background, education and work, religion, caste, star and raasi) so that the first conversation can begin with confidence.', // ours
  'about.privacy':
    'Privacy is at the heart of what we build. Members decide who may see their phone number, photos and horoscope, and these choices are enforced on our servers, not merely hidden on the screen.', // ours
  'about.startJourney': 'Start your journey',
  'about.reachUs': 'Reach us', // ours
  'about.enquiries': 'Enquiries:', // ours
  'about.support': 'Support:', // ours
  'about.inNumbers': 'Our community in numbers', // ours
  'about.interestsAccepted': 'Interests Accepted', // ours, for the specification's 'Happy Couples'
  'about.registeredUsers': 'Registered Users',
  'about.grooms': 'Grooms',
  'about.brides': 'Brides',
  'about.figuresSoon':
    'We are still growing, and we will not make numbers up: the counts of our members and of accepted interests appear here once they are large enough to be worth showing.', // ours: below the operator's floor
  'comingSoon.metaTitle': 'Coming Soon | {brand}', // ours
  'comingSoon.metaDescription': 'Something new is on its way to Inai Matrimony.', // ours
  'comingSoon.title': 'Coming Soon',
  'comingSoon.remaining': 'Time remaining', // ours
  'comingSoon.days': 'Days', // ours
  'comingSoon.hours': 'Hours', // ours
  'comingSoon.minutes': 'Minutes', // ours
  'comingSoon.seconds': 'Seconds', // ours
  'policies.contents': 'Contents', // ours
  'policies.privacyMetaTitle': 'Privacy Policy | {brand}', // ours
  'policies.privacyDescription':
    'How {brand} collects, uses, shares and protects the personal information of members and their families.', // ours
  'policies.termsMetaTitle': 'Terms and Conditions | {brand}', // ours
  'policies.termsDescription': 'The terms on which {brand} offers its matchmaking service and paid plans.', // ours
  'policies.refundMetaTitle': 'Refund Policy | {brand}', // ours
  'policies.refundDescription': '{brand} plans are not refundable; how we handle failed or duplicate payments.', // ours
} as const;
