import { SITE } from '../../../site.js';
import { grievanceContact } from '../../policies/grievance.js';
import { effectiveLine } from '../../policies/effective.js';
import type { PolicyContext, PolicyDocument } from '../../policies/types.js';

/**
 * The Privacy Policy. Every security statement here must stay true of the running system (DESIGN.md §4).
 * The browser tests read this text word for word; any change must be made in ta/policies/privacy.ts too.
 */
export function privacyPolicy(ctx: PolicyContext): PolicyDocument {
  const email = ctx.supportEmail;
  return {
    title: 'Privacy Policy',
    effective: effectiveLine('en'),
    intro: [
      `${SITE.name} is a matrimony service run by ${SITE.legalName} (“${SITE.name}”, “we”, “us” or “our”) for people looking for a life partner, and for their families. Finding a partner means sharing personal details, so we want you to know exactly what we collect, who can see it, how we protect it and what choices you have.`,
      'By registering or using the site you agree to the collection and use of your information as described here. Please read this policy together with our Terms and Conditions. If you do not agree with it, please do not register or use the service.',
    ],
    sections: [
      {
        id: 'information-you-give-us',
        heading: 'Information you give us',
        blocks: [
          {
            kind: 'p',
            text: 'Most of what we hold is information you choose to enter when you register, build your profile and set your partner preferences. Depending on what you fill in, this includes:',
          },
          {
            kind: 'ul',
            items: [
              'Account details: your name, e-mail address, mobile number and password (which we never store in readable form; see section 7).',
              'Personal details: gender, date of birth and age, height, weight, marital status, physical status, mother tongue, father’s name and mother’s name, and a few words about yourself.',
              'Education and work: degree, school and college, job type, company name, experience, salary and other income details.',
              'Religion and community: religion, caste, sub-caste, gothram, dosham, star (natchatra), raasi and whether you are willing to marry from another caste.',
              'Lifestyle: food preferences, alcohol consumption and smoking preferences.',
              'Contact information: e-mail address, phone number and residential address.',
              'Location: the state and city you select. We do not track your device’s location.',
              'Partner criteria: the kind of partner you are looking for, such as age, height, weight, marital status, religion, caste, sub-caste, dosham, job and income.',
              'Photos (up to 6) and horoscope images (up to 3) that you upload.',
              'Social media links you choose to add, such as WhatsApp, Facebook, Instagram, X (Twitter), YouTube or LinkedIn.',
              'Messages you send us through the Contact Us enquiry form (your name, e-mail, phone and message) and any e-mails you send to our support team.',
            ],
          },
          {
            kind: 'p',
            text: 'Not every field appears in every version of our profile forms, and many are optional; we hold only what you actually give us. Religion, caste and community details are sensitive; you provide them because they matter for matchmaking, and you decide how much to enter.',
          },
        ],
      },
      {
        id: 'information-created-when-you-use-the-service',
        heading: 'Information created when you use the service',
        blocks: [
          {
            kind: 'ul',
            items: [
              'Account activity: whether your e-mail address has been verified, the interests you send and receive and whether they were accepted or rejected, and the full profiles you open (we count these to apply the monthly profile-view limit of your plan).',
              'Plan and payment records: the plan you bought, the amount, the order id, the transaction id and payment mode reported by the payment provider, the payment status, and the dates your plan started and ends.',
              'Sign-in sessions: when you sign in we create a session so that you stay signed in. Signing out ends that session on our servers; resetting your password ends all of your sessions.',
              'Technical data: your IP address and the details of each request your browser makes (such as the time and the page requested), recorded in our server logs. We use these to keep the service secure, to limit repeated sign-in attempts and form submissions, and to fix faults. Our logs do not record your password or sign-in token.',
            ],
          },
        ],
      },
      {
        id: 'how-we-use-your-information',
        heading: 'How we use your information',
        blocks: [
          { kind: 'p', text: 'We use your information only to run the matrimony service and to keep it safe, namely:' },
          {
            kind: 'ul',
            items: [
              'to create and manage your account and to verify your e-mail address;',
              'to show your profile to other members and visitors as described in section 4, and to show you profiles that match your search and partner preferences;',
              'to send and receive interests between members;',
              'to process your plan purchase through our payment provider, activate your plan and enforce the features and limits of each plan;',
              'to send you service e-mails, such as verification codes, password reset links and messages about your account or plan;',
              'to answer your enquiries and support requests;',
              'to protect members and the service: to prevent fraud, misuse, fake profiles and attacks, and to enforce our Terms and Conditions;',
              'to meet our obligations under Indian law.',
            ],
          },
          {
            kind: 'p',
            text: 'We do not use your information for advertising, we do not build advertising profiles about you, and we do not sell, rent or trade your personal information to anyone.',
          },
        ],
      },
      {
        id: 'who-can-see-your-profile',
        heading: 'Who can see your profile',
        blocks: [
          {
            kind: 'p',
            text: 'A matrimony profile is meant to be seen by people looking for a partner. What others see depends on their membership and your privacy settings, and these rules are applied by our servers, not just by the page in the browser:',
          },
          {
            kind: 'ul',
            items: [
              'Anyone using the search, including visitors who have not signed in, can see a short summary card of a profile: name, age, height, degree and job type, with the photo blurred.',
              'Members without a paid plan see other members’ photos only in blurred form. The blurring is done on our servers, so the clear photo is never sent to them.',
              'Members with an active paid plan can open full profiles, within the monthly limit of their plan. A full profile shows what you have entered about yourself: personal and family details (including your date of birth and your parents’ names), education, work and income, religion and community details, social media links, your photos and your contact details (phone, e-mail and address).',
              'Horoscope images can be viewed only by members on the Gold or Platinum plan.',
              'When you send an interest, the member who receives it sees your name, photo, city, state, age and job.',
            ],
          },
          {
            kind: 'p',
            text: 'Members with an active Gold or Platinum plan can use three privacy settings on the Premium User Benefits page: hide their mobile number (other members can still contact them by e-mail), hide their photos from everyone, and hide their horoscopes from everyone. When a setting is on, our servers leave the hidden item out of everything they send to other members and refuse requests for the hidden files, so it cannot be uncovered by changing the page in a browser.',
          },
          {
            kind: 'p',
            text: 'Think carefully before entering your residential address and other contact details: paid members who open your profile can see them. Of your contact details, only your mobile number can be hidden. Once another member has seen information, we cannot control what they do with it.',
          },
        ],
      },
      {
        id: 'when-we-share-information',
        heading: 'When we share information',
        blocks: [
          {
            kind: 'p',
            text: 'Apart from the profile visibility described above, we share personal information only in these cases:',
          },
          {
            kind: 'ul',
            items: [
              'Service providers who work for us: our payment provider (to take your payment), our e-mail delivery service (to send verification codes, reset links and other service e-mails) and the hosting providers that run our servers and store our data. They may use the information only to provide their service to us.',
              'Legal requirements: when required by law, a court order or a lawful request from a government or law-enforcement agency in India, or when needed to protect the safety of a member or the public.',
              'Business transfer: if our business is merged, acquired or transferred, your information may pass to the new owner, who will be bound by this policy.',
            ],
          },
          {
            kind: 'p',
            text: 'Links on our site to WhatsApp, Facebook, Instagram, YouTube, X and other outside websites, and the payment provider’s own pages, are run by those companies under their own privacy policies.',
          },
        ],
      },
      {
        id: 'payments',
        heading: 'Payments',
        blocks: [
          {
            kind: 'p',
            text: 'Payments for our plans are handled by a third-party payment provider. You enter your card, UPI or bank details on the payment provider’s pages, not on ours, and we do not receive or store your card number, CVV, UPI PIN, UPI ID or net-banking password. We keep only the payment record described in section 2, which we need to activate your plan, answer questions about a payment and meet tax and accounting laws.',
          },
          {
            kind: 'p',
            text: 'A plan is activated only after the payment provider confirms to our server that the payment succeeded for the right amount.',
          },
        ],
      },
      {
        id: 'how-we-protect-your-information',
        heading: 'How we protect your information',
        blocks: [
          {
            kind: 'p',
            text: 'We follow reasonable security practices and procedures to protect your information, including these:',
          },
          {
            kind: 'ul',
            items: [
              'Passwords are stored only as argon2id hashes, a one-way form designed to resist guessing, so nobody, including our staff, can read your password.',
              'Your e-mail address is verified with a six-digit one-time code that is checked on our server, can be used only once and expires after 10 minutes.',
              'Sign-in tokens are random and are stored on our servers only in hashed form; signing out ends the session on our servers.',
              'Sign-in, one-time codes, password resets and the enquiry form are rate-limited, to stop password guessing and flooding. The forgotten-password form gives the same answer whether or not an e-mail address is registered, so it cannot reveal who is a member.',
              'Every photo and horoscope image is checked and re-encoded when it is uploaded. Re-encoding removes hidden data stored by cameras and phones, including the GPS location (EXIF data) where the picture was taken.',
              'Photos and horoscope images are never published as open files. They are served only after our server checks that the person asking is allowed to see them, under the rules in section 4.',
              'Each member can read and change only their own profile, photos, horoscopes, interests and preferences.',
              'Payment keys, mail passwords and similar secrets are kept only on our servers and are never sent to your browser.',
            ],
          },
          {
            kind: 'p',
            text: 'No system connected to the internet can be guaranteed to be completely secure. Please use a strong password that you do not use elsewhere, and sign out on shared computers. If you think someone else has used your account, reset your password and write to us at once.',
          },
        ],
      },
      {
        id: 'browser-storage-and-cookies',
        heading: 'Browser storage and cookies',
        blocks: [
          {
            kind: 'p',
            text: 'To keep you signed in, we store your sign-in token in your browser. If you tick “Remember me”, it is kept in the browser’s local storage so that you stay signed in after closing the browser; otherwise it is kept in session storage and is removed when you close the tab. The site also remembers the language you chose, in the same storage and in a small cookie named “locale”, so that the next page opens in it; nothing else about you is kept in your browser. Signing out removes the token from your browser.',
          },
          {
            kind: 'p',
            text: 'We do not use advertising cookies or trackers, and we do not use third-party analytics services. You can clear this storage at any time through your browser’s settings; you will then need to sign in again.',
          },
        ],
      },
      {
        id: 'your-choices-access-correction-and-deletion',
        heading: 'Your choices: access, correction and deletion',
        blocks: [
          {
            kind: 'ul',
            items: [
              'View and edit: you can view and edit your own profile, partner preferences, photos and horoscope images at any time after signing in. Your e-mail address and phone number cannot be changed from the profile page; write to support if they need correcting.',
              'Privacy settings: Gold and Platinum members can hide their mobile number, photos and horoscopes at any time, as described in section 4.',
              'Notifications: you can manage your notification preferences in your account settings. Messages that are needed to run your account, such as verification codes, password reset links and payment confirmations, are always sent.',
              `Deleting your account: to delete your account, write to ${email} from your registered e-mail address. We will confirm the request and then delete your profile, photos, horoscope images, partner preferences and interests, and your profile will no longer be shown to anyone.`,
            ],
          },
          {
            kind: 'p',
            text: 'We keep your information for as long as your account exists. After deletion we keep only what the law requires or a legitimate need demands, such as payment records required by Indian tax and accounting laws, or records needed to deal with a complaint, fraud or legal claim, and only for as long as that purpose requires. Contact Us enquiries are kept for as long as needed to answer them and deal with any follow-up.',
          },
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          {
            kind: 'p',
            text: `${SITE.name} is only for adults. You must be at least 18 years old to register, and the site is not meant for anyone under 18. We do not knowingly collect information from anyone under 18. If you believe a person under 18 has registered, please tell us at ${email} and we will remove the profile.`,
          },
        ],
      },
      {
        id: 'your-consent-and-the-law',
        heading: 'Your consent and the law',
        blocks: [
          {
            kind: 'p',
            text: 'We handle your information in line with the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and will follow the Digital Personal Data Protection Act, 2023 as its provisions come into force. You may withdraw your consent at any time by asking us to delete your account; we will then no longer be able to provide the service to you.',
          },
        ],
      },
      {
        id: 'changes-to-this-policy',
        heading: 'Changes to this policy',
        blocks: [
          {
            kind: 'p',
            text: 'We may update this policy when our service or the law changes. The date at the top shows when the current version took effect. We will announce important changes by e-mail or by a notice on the site before they take effect. If you continue to use the service after that, the updated policy applies.',
          },
        ],
      },
      {
        id: 'grievance-officer-and-contact',
        heading: 'Grievance Officer and contact',
        blocks: [
          {
            kind: 'p',
            text: 'If you have a question or a complaint about your personal information, or about how we handle it, please contact our Grievance Officer. We will acknowledge your complaint promptly and resolve it within one month of receiving it, as the Information Technology Rules, 2011 require.',
          },
          grievanceContact(ctx, 'en'),
        ],
      },
    ],
  };
}
