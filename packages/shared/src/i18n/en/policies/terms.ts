import { SITE } from '../../../site.js';
import { GRIEVANCE_PROMISE, PRIVACY_RIGHTS } from '../../../trust.js';
import { grievanceContact } from '../../policies/grievance.js';
import { effectiveLine } from '../../policies/effective.js';
import type { PolicyContext, PolicyDocument } from '../../policies/types.js';

/**
 * The Terms and Conditions. Plan facts must match the plan catalogue and the server's plan rules.
 * The browser tests read this text word for word; any change must be made in ta/policies/terms.ts too.
 */
export function termsConditions(ctx: PolicyContext): PolicyDocument {
  const email = ctx.supportEmail;
  return {
    title: 'Terms and Conditions',
    effective: effectiveLine('en'),
    intro: [
      `These Terms and Conditions (“Terms”) are an agreement between you and ${SITE.legalName}, which runs the ${SITE.name} website and service (“${SITE.name}”, “we”, “us” or “our”). They apply to everyone who visits the site, registers as a member or buys a plan.`,
      'By creating an account, ticking the box that accepts these Terms, or using the service, you confirm that you have read and accept these Terms, our Privacy Policy and our Refund Policy. If you do not agree, please do not register or use the service.',
    ],
    sections: [
      {
        id: 'our-service',
        heading: 'Our service',
        blocks: [
          {
            kind: 'p',
            text: `${SITE.name} is an online platform where people looking for a life partner, and their families, can create a profile, search for and view profiles of other members, express interest in one another and, on the Platinum plan, chat once an interest has been accepted. We provide the platform only. We are not a marriage bureau or a marriage broker, we do not arrange marriages, and we are not a party to any conversation, meeting, engagement or marriage between members.`,
          },
          {
            kind: 'p',
            text: 'We do not guarantee that you will find a match, that any member will respond to you, or that any introduction will lead to marriage.',
          },
        ],
      },
      {
        id: 'who-may-use-inai-matrimony',
        heading: 'Who may use Inai Matrimony',
        blocks: [
          { kind: 'p', text: 'To register or use the service, you must:' },
          {
            kind: 'ul',
            items: [
              'be at least 18 years old, and legally able to enter into a binding contract under the Indian Contract Act, 1872;',
              'be legally free to marry (never married, divorced or widowed); if you are awaiting a divorce, you must say so truthfully in your profile;',
              'not have been barred from the service by us before;',
              'use the service for yourself, or, if you are a parent, sibling or relative helping a family member, only with that person’s knowledge and consent. The profile must always be about the person who is looking for a partner, and the person registering is responsible for everything done on the account.',
            ],
          },
          {
            kind: 'p',
            text: 'The minimum age to use our site is 18. Please remember that under Indian law the minimum age for marriage is 21 years for men and 18 years for women. It is your responsibility to make sure any marriage you enter into is lawful.',
          },
        ],
      },
      {
        id: 'your-account',
        heading: 'Your account',
        blocks: [
          {
            kind: 'ul',
            items: [
              'You must give a valid e-mail address and mobile number when you register, and verify your e-mail address with the one-time code we send to it before you can use the members’ areas of the site. Verifying your mobile number, with a code we text to it once your e-mail address is verified, is optional; a verified number belongs to the account that verified it, and no other account can verify it.',
              'Each person may have only one account. Accounts are personal and may not be sold, transferred or shared.',
              'Keep your password secret. You are responsible for everything done through your account. If you think someone else has used your account, reset your password and tell us at once.',
              'Sign out after using a shared or public computer, and do not tick “Remember me” on such a computer.',
            ],
          },
        ],
      },
      {
        id: 'your-profile-and-what-you-post',
        heading: 'Your profile and what you post',
        blocks: [
          {
            kind: 'p',
            text: 'The information you give affects other families’ decisions about a marriage, so it must be true. You agree that:',
          },
          {
            kind: 'ul',
            items: [
              'everything in your profile, including your age, marital status, education, job, income, religion, caste and community details, is true, complete and kept up to date;',
              'the photos you upload are recent photos of yourself, and you have the right to upload every photo and horoscope image you post;',
              'you will not post anyone else’s phone number, address or other personal details without their permission;',
              'you will not put contact details, links or advertisements in free-text fields such as “About”, except the contact fields and social media links meant for them.',
            ],
          },
          {
            kind: 'p',
            text: 'You keep ownership of what you post. By posting it, you give us permission (a non-exclusive, royalty-free licence) to store, resize, re-encode and blur it and to show it to other members and visitors as described in our Privacy Policy, only for the purpose of running the service. This permission ends when you delete the content or your account, except where we must keep records by law.',
          },
          {
            kind: 'p',
            text: 'We may review, refuse, edit the display of, or remove any profile, photo or other content that we believe breaks these Terms or the law, with or without notice. Our team reviews newly uploaded photos; a photo it rejects is removed everywhere, and we tell you why by e-mail.',
          },
        ],
      },
      {
        id: 'personal-use-only-and-forbidden-conduct',
        heading: 'Personal use only and forbidden conduct',
        blocks: [
          {
            kind: 'p',
            text: 'The service is for your personal matrimonial purposes only: to find a life partner for yourself or, with their consent, for a family member. You must not:',
          },
          {
            kind: 'ul',
            items: [
              'use the service for any commercial purpose, including as a marriage bureau, agent or broker, to advertise or sell anything, or to collect member information for any other business;',
              'impersonate anyone (pretend to be someone else), create a fake profile, or give false or misleading information about yourself or anyone else;',
              'post or send anything abusive, obscene, indecent, defamatory, threatening, hateful or otherwise unlawful, or anything that insults a person’s religion, caste, community or gender;',
              'harass, stalk, threaten, intimidate or embarrass any member, or keep contacting a member who has rejected your interest or asked you to stop;',
              'ask any member for money, gifts or financial details, or offer money, for any reason, including dowry, which is a criminal offence under the Dowry Prohibition Act, 1961;',
              'upload viruses, malware or any harmful code, or try to get into accounts or parts of the system you are not allowed to use, get around our privacy settings, plan limits, blurring or rate limits, or otherwise break or test the security of the service;',
              'copy, scrape, crawl or harvest profiles, photos or contact details by automated means or by hand, or republish them anywhere else;',
              'use the service for any purpose that is unlawful or that breaks these Terms.',
            ],
          },
        ],
      },
      {
        id: 'membership-plans-and-payment',
        heading: 'Membership plans and payment',
        blocks: [
          {
            kind: 'p',
            text: 'Registering and creating a profile is free. A free member can build a profile, upload photos and horoscope images, search profiles (with photos shown blurred) and send interests. To see full profiles and use more features, you can buy one of these paid plans:',
          },
          {
            kind: 'ul',
            items: [
              'Silver: ₹1,499 for 1 month. Up to 15 full profile views a month, contact details of the profiles you view, sending interests, viewing and answering interests you receive, and seeing who viewed your profile. Horoscope viewing and chat are not included.',
              'Gold: ₹4,999 for 6 months. Up to 100 full profile views a month, contact details, sending and answering interests, seeing who viewed your profile, horoscope viewing and priority support. Chat is not included.',
              'Platinum: ₹9,999 for 12 months. Unlimited full profile views and all features, including chat with members whose interest you accepted or who accepted yours. The other member reads and answers your messages only if their plan includes chat too.',
            ],
          },
          {
            kind: 'p',
            text: 'The Gold and Platinum plans also let you use the privacy settings to hide your mobile number, photos or horoscopes. Some features may be introduced in stages; where a feature is marked “coming soon” on the site it is not yet available, and we will tell members when it is.',
          },
          {
            kind: 'ul',
            items: [
              'Prices are in Indian rupees and are shown on the Pricing page. The price that applies is the one shown when you pay. We may change prices for future purchases; a change never affects a plan you have already bought.',
              'Payments are made online by card, UPI or other methods offered by our third-party payment provider, or, where we offer it, by scanning our UPI QR code. A plan becomes active only when the payment provider confirms your payment or, for a UPI QR payment, when our team has confirmed that the payment arrived.',
              'A plan runs from the time it is activated until the expiry date shown on your Plan page. Profile views that you do not use in a month do not carry over to the next month.',
              'Plans are not renewed automatically and we never charge you again without your action. When a plan expires, your account returns to free membership; you can buy a new plan at any time after that.',
              'You can hold only one plan at a time. While a plan is active, you can move up to a higher plan: the new plan starts at once, and the unused value of your current plan is added to it as extra days. You cannot buy the same or a lower plan while a plan is active.',
              'All payments are final. We do not give refunds, including for unused time or unused profile views, or if your account is suspended or terminated for breaking these Terms. Problems with a payment itself, such as money debited without the plan being activated, are handled as set out in our Refund Policy.',
            ],
          },
        ],
      },
      {
        id: 'meeting-other-members-and-verifying-information',
        heading: 'Meeting other members and verifying information',
        blocks: [
          {
            kind: 'p',
            text: 'We verify that each member controls the e-mail address they registered with. A member may also verify their mobile number with a code we text to it; their profile then shows the ‘Mobile verified’ badge, which means only that the code was entered on their account. A member may also send us a government ID; when our team has checked it, their profile shows the ‘ID verified’ badge. The badge means only that our team has checked a government ID the member sent. We do not verify members’ age, marital status, education, job, income, family background, horoscope or any other information they give, and we do not carry out background checks. Members are responsible for checking the information of prospective partners themselves before taking any decision.',
          },
          { kind: 'p', text: 'For your safety, we strongly suggest that you:' },
          {
            kind: 'ul',
            items: [
              'involve your family and make your own enquiries about a prospective partner and their family before going ahead;',
              'never send money or share bank, card or UPI details with anyone you meet through the service, whatever reason they give;',
              'meet for the first time in a public place, with a family member or friend, and tell someone where you are going;',
              `report any profile or behaviour that worries you, with Report this profile on the member’s profile or in the chat, or by writing to us at ${email}.`,
            ],
          },
        ],
      },
      {
        id: 'privacy',
        heading: 'Privacy',
        blocks: [
          {
            kind: 'p',
            text: 'Our Privacy Policy explains what information we collect, who can see your profile, how we protect your information, how long we keep it, and how you can download your data and delete your account. It forms part of these Terms.',
          },
        ],
      },
      {
        id: 'suspension-and-termination',
        heading: 'Suspension and termination',
        blocks: [
          {
            kind: 'p',
            text: 'We may warn you, hide your profile, limit your use of the service, or suspend or terminate your account, with or without notice, if we reasonably believe that you have broken these Terms or the law, that your profile is false, or that your use puts other members or the service at risk. We may also report unlawful conduct to the police or other authorities.',
          },
          {
            kind: 'p',
            text: `If your account is suspended or terminated for breaking these Terms, you lose access to any remaining plan time and no refund is given. If you think we have made a mistake, write to us at ${email} and we will review the decision.`,
          },
          {
            kind: 'p',
            text: `You may stop using the service at any time. You can delete your account yourself in Settings, as the Privacy Policy explains: it is erased ${PRIVACY_RIGHTS.deletionGraceDays} days later, unless you log in again before then. If you cannot log in, write to ${email} from your registered e-mail address.`,
          },
        ],
      },
      {
        id: 'our-content-and-the-service',
        heading: 'Our content and the service',
        blocks: [
          {
            kind: 'p',
            text: `The ${SITE.name} name and logo, the design of the site and all content we create belong to us or our licensors. You may use them only to use the service as intended. We work to keep the service available and working correctly, but it may sometimes be interrupted for maintenance or because of problems outside our control, and we may add, change or withdraw features over time.`,
          },
        ],
      },
      {
        id: 'disclaimers-and-limitation-of-liability',
        heading: 'Disclaimers and limitation of liability',
        blocks: [
          {
            kind: 'p',
            text: 'The service is provided “as is” and “as available”. To the fullest extent permitted by law:',
          },
          {
            kind: 'ul',
            items: [
              'we are not responsible for the accuracy of any information posted by members, or for the conduct of any member, on or off the service;',
              'we are not liable for any loss or harm arising from your dealings with other members, including any meeting, engagement, marriage, financial transaction or dispute;',
              'we are not liable for any indirect or consequential loss, loss of opportunity or emotional distress;',
              'our total liability to you for any claim relating to the service is limited to the amount you paid us for the plan that was active when the claim arose, or, if you had no paid plan, to nothing.',
            ],
          },
          {
            kind: 'p',
            text: 'You agree to compensate us for any loss, claim or expense (including reasonable legal costs) caused by your breach of these Terms, by your content, or by your misuse of the service. Nothing in these Terms excludes any liability that cannot be excluded under Indian law.',
          },
        ],
      },
      {
        id: 'governing-law-jurisdiction-and-changes',
        heading: 'Governing law, jurisdiction and changes',
        blocks: [
          {
            kind: 'p',
            text: 'These Terms are governed by the laws of India. Any dispute relating to these Terms or the service is subject to the exclusive jurisdiction of the courts at Coimbatore, Tamil Nadu, India. Before going to court, please write to us so that we can try to resolve the matter.',
          },
          {
            kind: 'p',
            text: 'We may change these Terms from time to time. The date at the top shows when the current version took effect. If we make an important change, we will tell members by e-mail or by a notice on the site before it takes effect. If you continue to use the service after that, the updated Terms apply; if you do not accept them, please stop using the service and delete your account.',
          },
          {
            kind: 'p',
            text: 'If any part of these Terms is found to be invalid, the rest remains in force. If we do not enforce a right at once, we have not given it up.',
          },
        ],
      },
      {
        id: 'contact-and-grievances',
        heading: 'Contact and grievances',
        blocks: [
          {
            kind: 'p',
            text: `For any question about these Terms, to report content, or to make a complaint, please contact our Grievance Officer, or use the form on our Grievance officer page. To report a member, use Report this profile on their profile or in the chat. We acknowledge every grievance within ${GRIEVANCE_PROMISE.acknowledgeHours} hours and resolve it within ${GRIEVANCE_PROMISE.resolveDays} days of receiving it.`,
          },
          grievanceContact(ctx, 'en'),
        ],
      },
    ],
  };
}
