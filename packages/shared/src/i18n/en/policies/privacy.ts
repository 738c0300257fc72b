import { LIMITS } from '../../../limits.js';
import { NOT_ME_LINK_DAYS, NUMBER_PROOF_DAYS } from '../../../schemas/mobile-safety.js';
import { FAMILY_LIMITS } from '../../../schemas/family.js';
import { SITE } from '../../../site.js';
import { GRIEVANCE_PROMISE, PRIVACY_RIGHTS } from '../../../trust.js';
import { grievanceContact } from '../../policies/grievance.js';
import { effectiveLine } from '../../policies/effective.js';
import { privacySection as section } from '../../policies/sections.js';
import type { PolicyContext, PolicyDocument } from '../../policies/types.js';

/**
 * The Privacy Policy. Every statement here must stay true of the running system (docs/design.md, "Trust on the server"):
 * the numbers come from the constants the server applies, and the sections' numbers from
 * PRIVACY_SECTIONS. The browser tests read this text; any change must be made in
 * ta/policies/privacy.ts too.
 */
export function privacyPolicy(ctx: PolicyContext): PolicyDocument {
  const email = ctx.supportEmail;
  const grace = PRIVACY_RIGHTS.deletionGraceDays;
  return {
    title: 'Privacy Policy',
    effective: effectiveLine('en'),
    intro: [
      `${SITE.name} is a matrimony service run by ${SITE.legalName} (“${SITE.name}”, “we”, “us” or “our”) for people looking for a life partner, and for their families. Finding a partner means sharing personal details, so we want you to know exactly what we collect, who can see it, how we protect it, how long we keep it and what choices you have.`,
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
              `Account details: your name, e-mail address, mobile number and password (which we never store in readable form; see section ${section('how-we-protect-your-information')}), and who created the profile (yourself, a parent, a sibling, a relative or a friend).`,
              'Personal details: gender, date of birth and age, height, weight, marital status, mother tongue, father’s name and mother’s name, and a few words about yourself.',
              'Family details: your father’s and mother’s occupations, how many brothers and sisters you have and how many of them are married, your family type, family status and family values, your native place, your family deity (kula deivam) and your kulam or kootam.',
              'Education and work: education level, degree, school and college, job type, company name, experience, salary and other income details.',
              'Religion and community: religion, caste, sub-caste, gothram, dosham, star (natchatra), raasi and whether you are willing to marry from another caste.',
              'Lifestyle: your diet, whether you smoke, whether you drink, your physical status and, only if you choose to add it, a note about a physical challenge.',
              'Contact information: e-mail address, phone number and, only if you choose to add it, your street address.',
              'Location: the state and city you select, the country you live in and, if it is not India, your residency status there (citizen, permanent resident, work permit, student visa or temporary visa). We do not track your device’s location.',
              'Partner criteria: the kind of partner you are looking for, such as age, height, weight, marital status, religion, caste, sub-caste, dosham, job and income, and the partner’s diet, smoking, drinking, physical status, family values, whether they live in India or abroad, and the lowest education level you accept.',
              `Saved searches: the name you give each search you save, and its filters (section ${section('saved-searches-and-todays-matches')}).`,
              `Photos (up to ${LIMITS.photos}) and horoscope images (up to ${LIMITS.horoscopes}) that you upload.`,
              'Social media links you choose to add, such as WhatsApp, Facebook, Instagram, X (Twitter), YouTube or LinkedIn.',
              'Messages you send us through the Contact Us enquiry form (your name, e-mail, phone and message) and any e-mails you send to our support team.',
              `The chat messages you write to other members (section ${section('chat-messages')}), the reports and grievances you send us with any screenshot you attach (section ${section('reports-blocks-and-grievances')}), and a government ID, only if you choose to have it checked (section ${section('verifying-your-id')}).`,
            ],
          },
          {
            kind: 'p',
            text: 'Not every field appears in every version of our profile forms, and many are optional; we hold only what you actually give us. Religion, caste and community details, and a note about a physical challenge, are sensitive; you provide them because they matter for matchmaking, and you decide how much to enter.',
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
              `Account activity: whether your e-mail address and your mobile number have been verified (section ${section('your-mobile-number')}), the interests you send and receive and whether they were accepted or rejected, the profiles you shortlist, the members you block, and the full profiles you open.`,
              `Profile views: when you open another member’s full profile, we record that you did and when (one entry for each member in a month, with the latest time). We count these to apply the monthly profile-view limit of your plan, and that member can see that you opened their profile, and on which day (never the time), under Who viewed me (section ${section('who-can-see-your-profile')}).`,
              'Plan and payment records: the plan you bought, the amount, the order id, the transaction id and payment mode reported by the payment provider (or, for a UPI QR payment, the UPI transaction reference our team records when confirming it), the payment status, and the dates your plan started and ends, including any days carried over from an upgrade.',
              'Sign-up address: the internet (IP) address your account was created from. We keep it for one year, as the advisory of the Ministry of Electronics and Information Technology for matrimonial websites (2016) asks, and then erase it automatically. Only our operators see it, when they look for signs of fake profiles, such as many accounts created from one address.',
              'Sign-in sessions: when you sign in we create a session so that you stay signed in. Signing out ends that session on our servers; resetting your password, or asking to delete your account, ends your other sessions.',
              `Last active: the day you last signed in or used the site. Other members see it only as “Active today”, “Active this week” or “Active this month”, never the time; visitors who have not signed in never see it. If you turn off ‘Show when I was last active’ in Settings, nobody sees yours and you do not see anyone else’s, and the members whose profiles you open or with whom you exchange interests see no date for it either. After six months in which you neither sign in nor use the site, your profile is no longer shown in search, Matches, shortlists, saved-search alerts or today’s matches, and we e-mail you once to say so; signing in shows it again at once.`,
              `Saved searches and today’s matches: the profiles each of your saved searches has already found, and the profiles chosen for you each day (section ${section('saved-searches-and-todays-matches')}).`,
              'Technical data: your IP address and the details of each request your browser makes (such as the time and the page requested), recorded in our server logs. We use these to keep the service secure, to limit repeated sign-in attempts and form submissions, and to fix faults. Our logs do not record your password or sign-in token.',
            ],
          },
        ],
      },
      {
        id: 'verifying-your-id',
        heading: 'Verifying your ID',
        blocks: [
          {
            kind: 'p',
            text: 'You may choose to send us one government ID (Aadhaar, PAN card, passport, driving licence or voter ID), as a photo or a PDF, so that your profile shows the ‘ID verified’ badge. It is never required. This is what happens to it:',
          },
          {
            kind: 'ul',
            items: [
              'What we keep: the kind of document, when you sent it, our decision, when it was made and the reason we give you. We never store your ID number: we do not ask for it and we do not copy it from the file. For Aadhaar, please send a masked Aadhaar (the first 8 digits hidden), as UIDAI advises.',
              'Who sees the file: only our operators, to check it. It is stored privately, apart from photos, and no link on the site can reach it; no other member ever sees it.',
              'When the file is deleted: as soon as an operator approves or rejects it. If you delete your account while it is waiting, it is deleted with your account.',
              'What other members see: only the ‘ID verified’ badge, on your profile and your search card, and members can choose to search only ID-verified profiles. The badge says that our team has checked a government ID you sent; it does not confirm the other details of your profile.',
            ],
          },
        ],
      },
      {
        id: 'your-mobile-number',
        heading: 'Your mobile number',
        blocks: [
          {
            kind: 'p',
            text: 'Once your e-mail address is verified, you can verify your mobile number with a code we send to it by text message: right after you enter the e-mail code, or later in Settings. It is not required. This is how it works:',
          },
          {
            kind: 'ul',
            items: [
              `The codes: each code has six digits and is sent by text message through our text-message provider (section ${section('when-we-share-information')}); the message holds the code and nothing about you. Once it is sent, we keep the code only in hashed form, with the number it was sent to and when. It can be used only once, expires after 10 minutes and stops working after five wrong tries. Only a limited number of codes can be sent to a number, or for an account, in a day, and wrong tries are limited too.`,
              `The badge: once your number is verified, your profile and your search card show the ‘Mobile verified’ badge to everyone who can see them (section ${section('who-can-see-your-profile')}). It means only that a code sent to that number was entered on your account; it does not confirm the other details of your profile. Where members can see your number, one that is not verified is marked “(not verified)”.`,
              `Signing in and a new password: with a verified number you can also sign in, or set a new password, with a code texted to it. Only a verified number can be used this way, and the page gives the same answer whether or not a number belongs to an account. Setting a new password this way ends all your sessions, as a reset link does. We keep when a code texted to your number was last entered on your account: if that was more than ${NUMBER_PROOF_DAYS} days ago (phone companies give unused numbers to new people), we also e-mail you a code, and only both together sign you in or set the new password.`,
              `Telling you: after every sign-in or new password by a texted code, we e-mail you when it happened and the kind of device it came from (phone, tablet or computer, with its system and browser as the browser describes itself), with a “Not you?” link. After you confirm on the page it opens, it ends every session of your account, removes the verification of your number, stops your password from working and e-mails you a link to set a new one. We keep a record of each such e-mail for ${NOT_ME_LINK_DAYS} days, so that its link works once.`,
              'Changing your number: you can change your mobile number in Settings. We text a code to the new number; until you enter it, your account keeps your old number (still verified, if it was). Once you enter it, the new number is your verified number, and we e-mail you that it changed, so that a change you did not make does not go unnoticed.',
              `One number, one account: a verified number belongs to the account that verified it. Any account can register with a number, but no other account can verify it or change to it; we tell them only that it belongs to another account, never which one. When an account verifies a number that other accounts entered without verifying it, we remove it from those accounts and e-mail them, so that they can add their own; your account keeps working meanwhile. If a number is yours but another account has verified it, write to us at ${email}.`,
              'Your e-mail comes first: a number belongs to whoever holds the account’s verified e-mail address. If a password reset link is what verifies your e-mail address, we remove the verification your number had and the codes sent to it, and you verify it again after signing in.',
              `Our operators: among the signs of fake profiles they look at (section ${section('how-we-use-your-information')}), they see a mobile number entered by several accounts that have not verified it, with the account that verified it marked, if there is one. A parent’s phone on two children’s profiles is common, so this only tells them where to look; nothing is decided automatically.`,
            ],
          },
        ],
      },
      {
        id: 'saved-searches-and-todays-matches',
        heading: 'Saved searches and today’s matches',
        blocks: [
          {
            kind: 'p',
            text: 'Two features bring you new profiles each morning without your searching again. This is what they keep and what they send:',
          },
          {
            kind: 'ul',
            items: [
              'Saved searches: once your e-mail address is verified, you can save up to five of your searches on Browse Profiles, each under a name you choose. We keep each search’s name and filters and, so that it tells you only of profiles that newly fit it, the profiles it has already found (for a very broad search, only how far it has looked). Other members never see your saved searches.',
              'Saved-search alerts: once a day, from 7:30 in the morning India time, we e-mail you the profiles that newly fit each search whose e-mail alerts are on, at most five for each search, with a link to see them all. Nothing is sent on a day without new ones. Each search’s alerts have their own switch in Settings, where you can also delete the search.',
              'Today’s matches: once you have saved your partner preferences, we choose up to five profiles each day that fit them, and show them at the top of Matches and of the page where you edit your profile. They are chosen as your Matches are, the best match first and, of equal matches, the most recently active (this uses the day members were last active even if they hide it, and shows nothing of it). Only members search would show you, who have used the site in the last six months and with whom no block stands, are chosen. If you turn on ‘Only compatible stars’ in Settings, only profiles whose star passes Rajju and Vedhai with yours are chosen. We keep which profiles were chosen for you and on which day, so that none is chosen twice.',
              'The morning mail of today’s matches: at 7:00 in the morning India time we e-mail you the day’s profiles, if there are any and you have used the site in the last six months. You can turn it off with ‘Today’s matches by e-mail’ in Settings, or with the stop link at the foot of each mail, which works without signing in; your mail program’s unsubscribe button does the same.',
              `What these mails show of other members: their name, age, city and state, with their job (saved searches) or star (today’s matches) and a link to their profile, never a photo. Your profile appears in other members’ mails in the same way (section ${section('who-can-see-your-profile')}).`,
              'How long they are kept: a saved search, with what it has found, until you delete it; today’s matches while both accounts exist. Both go when your account is erased.',
            ],
          },
        ],
      },
      {
        id: 'chat-messages',
        heading: 'Chat messages',
        blocks: [
          {
            kind: 'p',
            text: 'Members on the Platinum plan can chat with a member once an interest between them has been accepted. Your messages are stored on our servers so that they reach the other member even when they are offline:',
          },
          {
            kind: 'ul',
            items: [
              'Who can read them: only you and the member you write to. A member whose plan does not include chat sees that a message has arrived, but not what it says.',
              'Our team: our operators have no screen for reading members’ chats, and we do not read them. If a member’s messages worry you, report the member from the chat and attach a screenshot: the screenshot is what our team sees.',
              'Scam warnings: our server compares each message with the patterns of known matrimony scams, such as a request for money, a “gift” held at customs, an investment offer or an early request to move to another app. If a message looks like one, the member who receives it sees a warning beside it. The message is still delivered, and nobody on our team is told.',
              'E-mail notices: when messages are waiting for you, we may e-mail you who wrote and how many messages there are, never what they say. You can turn these e-mails off in Settings.',
              'How long they are kept: for as long as both of you have an account. When either of you deletes their account, the whole conversation is erased, for both of you. A block hides the conversation from both of you without erasing it; it comes back if the block is lifted.',
            ],
          },
        ],
      },
      {
        id: 'voice-and-video-calls',
        heading: 'Voice and video calls',
        blocks: [
          {
            kind: 'p',
            text: 'Members who may chat with each other can also call each other by voice or video in the browser, without either seeing the other’s mobile number:',
          },
          {
            kind: 'ul',
            items: [
              'Nothing of a call is recorded. Your voice and picture go from your browser to the other member’s, encrypted; when the two browsers cannot reach each other directly, they pass, still encrypted, through our relay server, which cannot open them and keeps none of them.',
              'The call log: each call leaves one entry in your conversation: voice or video, when it rang, how long it lasted, and whether it was answered, missed, declined or could not connect. It is kept and erased as the conversation’s messages are.',
              'Our team: our operators look at a conversation’s call log only when one of you reports the other (for example for repeated calls), and never see or hear a call.',
              'Your network address: during a call, each browser learns an internet address of the other, as with any call over the internet. With “Hide my network address (relay only)”, your calls go through our relay, and the other member sees only the relay’s address. Before a call is answered, no address is passed on.',
              'A block ends a call at once, and a blocked member cannot ring you.',
            ],
          },
        ],
      },
      {
        id: 'reports-blocks-and-grievances',
        heading: 'Reports, blocks and grievances',
        blocks: [
          {
            kind: 'ul',
            items: [
              'Reports: you can report a member from their profile or from a chat, with a reason, an optional note and an optional screenshot. The member is not told who reported them. A person on our team reads every report; we e-mail you a reference number, and the outcome once it is decided. You can follow your reports under My reports in Settings.',
              `Screenshots: a screenshot is checked and re-encoded when it is uploaded, which removes hidden data such as the place where it was taken. It is stored privately and only our operators can open it; no member, including the one you report, ever sees it. It is kept with the report (section ${section('how-long-we-keep-your-information')}).`,
              'Blocks: you can block a member from their profile or from a chat. From then on neither of you sees the other in search, Matches, interests, chat or Who viewed me, and they cannot write to you. We do not tell them. You can see and lift your blocks in Settings.',
              `Grievances: anyone, member or not, can send a grievance to our Grievance Officer through the form on the Grievance officer page, with a name, an e-mail address, a subject and a description. We use these only to handle the grievance and to answer it (section ${section('grievance-officer-and-contact')}).`,
              'Decisions: after a report our operators may warn or suspend a member. Every decision they take on a report, a grievance, a photo, an ID or a payment is recorded with who took it and why, so that it can be checked later. So is each search they make in their console, with the kind of term searched and a shortened form of it (such as the last three digits of a phone number), never the full e-mail address or number, and each time they open a member’s photo there.',
            ],
          },
        ],
      },
      {
        id: 'family-members-who-help-manage-a-profile',
        heading: 'Family members who help manage a profile',
        blocks: [
          {
            kind: 'p',
            text: `The holder of a profile (the account that registered it) can invite up to ${FAMILY_LIMITS.managers} family members, such as a parent or a sibling, to help manage it, each with a login of their own. We keep each such login’s name, e-mail address, language and password (stored only as a one-way hash, like yours), and who invited them, as whom and when.`,
          },
          {
            kind: 'ul',
            items: [
              `Invitations: the invitation is e-mailed to the address the holder types, and its link works for ${FAMILY_LIMITS.invitationDays} days. The holder sees every open invitation and can cancel it.`,
              'What they can see: a family member who manages a profile sees all of it, as the holder does: the profile, its interests and its chat messages. They can change the profile, send and answer interests, chat or buy a plan only where the holder allows it.',
              'What only the holder can do: change the e-mail address, password or mobile number, invite or remove family members, download the account’s data and delete the account.',
              'Other members never see a family member’s name or e-mail address.',
              'Removing them: the holder can remove a family member at any time in Settings, under Family; their sessions on the profile end at once. When the holder changes the password, family members are signed out and sign in again with their own; when the account is deleted, their access to it ends.',
              `The person the profile is for can take it over: when a relative holds it, the candidate, added as a family member, can take it over in Settings, under Family, or the holder can hand it to them. When the holder hands it over, we e-mail a code to the candidate’s own address at once (it works for ${FAMILY_LIMITS.handoverMinutes} minutes). When the candidate asks themselves, we tell the holder at once and the candidate can ask for the code ${FAMILY_LIMITS.takeoverWaitHours} hours later, so that an invitation sent to a wrong address cannot take the account; the holder can remove them before then, which ends the request. Once the code is entered, the candidate signs in with their own e-mail address and password and holds the account; the former holder becomes a family member who helps manage it and signs in as before. Everyone is signed out once, and the change appears in the family’s activity.`,
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
              'to create and manage your account, to verify your e-mail address and, if you choose, your mobile number, and to let you sign in or set a new password with a code texted to a verified number;',
              `to show your profile to other members and visitors as described in section ${section('who-can-see-your-profile')}, and to show you profiles that match your search and partner preferences, including your saved searches’ alerts and today’s matches;`,
              'to send and receive interests between members, and to let members chat, shortlist, block and see who viewed their profile;',
              'to process your plan purchase through our payment provider or our UPI QR code, activate your plan and enforce the features and limits of each plan;',
              'to send you service e-mails: verification codes, password reset links and messages about your account or plan (among them a notice when your mobile number changes, one after every sign-in or new password by text message, one when another account verifies a number you entered, and one when a long absence has taken your profile out of search), and the e-mails you can turn off: notices of interests received and accepted and of chat messages, today’s matches and your saved searches’ alerts;',
              'to check the government ID you send us and show the ‘ID verified’ badge;',
              'to answer your enquiries, support requests, reports and grievances;',
              'to protect members and the service: to prevent fraud, misuse, fake profiles and attacks, and to enforce our Terms and Conditions. Our operators review newly uploaded photos and look at signs of fake profiles: several accounts created from one address, the same photo on two accounts, one mobile number entered by several accounts that have not verified it, a member reported by several others, or very many interests sent in one hour. These signs only tell a person where to look; nothing is decided automatically;',
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
              `Anyone using the search, including visitors who have not signed in, can see a short summary card of a profile: name, age, height, degree, job type, city and state, diet where you have given it, the country you live in if it is outside India, and the ‘ID verified’ and ‘Mobile verified’ badges where there are any, with the photo blurred. Signed-in members also see when you were last active (section ${section('information-created-when-you-use-the-service')}), unless either of you has turned it off.`,
              'Members without a paid plan see other members’ photos only in blurred form. The blurring is done on our servers, so the clear photo is never sent to them.',
              'Members with an active paid plan can open full profiles, within the monthly limit of their plan. A full profile shows what you have entered about yourself: personal and family details (including your date of birth, your parents’ names and occupations, your brothers and sisters, native place and family deity), education, work and income, religion and community details, lifestyle and residence (diet, smoking, drinking, physical status, country of residence), social media links, your photos and your contact details (phone and e-mail; your street address only as described below). The same members can open these details as a printable biodata page, which also shows the partner preferences you have set (what you look for in a partner) and nothing else beyond the full profile.',
              'Horoscope images can be viewed only by members on the Gold or Platinum plan.',
              'When you send an interest, the member who receives it sees your name, photo, city, state, age and job, and the day you sent it; when they answer, you see the day they answered. Never the time, and no day at all of someone who has turned off ‘Show when I was last active’.',
              'Who viewed me: when you open a member’s full profile, that member sees your summary card and the date (never the time, and none if you have turned off ‘Show when I was last active’) under Who viewed me if they have an active plan; without a plan they see only how many members opened their profile. Members a block separates, and members who are suspended or leaving, are not listed.',
              `Morning e-mails: when your profile newly fits another member’s saved search, or is chosen among their today’s matches, their e-mail gives your name, age, city and state, and your job or star, with a link to your profile; never your photo (section ${section('saved-searches-and-todays-matches')}).`,
            ],
          },
          {
            kind: 'p',
            text: 'Members with an active Gold or Platinum plan can use three privacy settings on the Premium User Benefits page: hide their mobile number (other members can still contact them by e-mail), hide their photos and hide their horoscopes. A hidden item stays hidden from everyone except the members with whom they have an accepted interest, whoever sent it. When a setting is on, our servers leave the hidden item out of everything they send to other members and refuse requests for the hidden files, so it cannot be uncovered by changing the page in a browser. Our operators can still see hidden photos when they review photos and reports: the links their console uses work for that operator alone, for at most ten minutes, and each opening is recorded.',
          },
          {
            kind: 'p',
            text: 'Your street address, if you give one, is never shown just because a member has a plan. Only the members with whom you have an accepted interest, whoever sent it, see it on your full profile, and only if their plan includes contact details. It is never in search results, Matches, interests lists, e-mails, another member’s data download or our operators’ console. Any member, with or without a plan, can hide it from those members too with ‘Hide address from everyone’, in Settings or on the Premium User Benefits page; your city and state stay on your profile.',
          },
          {
            kind: 'p',
            text: 'Think carefully before entering your contact details: paid members who open your profile can see your phone number and e-mail address, and of these only your mobile number can be hidden. Once another member has seen information, we cannot control what they do with it.',
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
              'Service providers who work for us: our payment provider (to take your payment), our text-message provider MSG91 (which receives only your mobile number and the code, to text it to you), our e-mail delivery service (to send verification codes, reset links, notices and other service e-mails) and the hosting providers that run our servers and store our data. They may use the information only to provide their service to us.',
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
            text: `Payments for our plans are handled by a third-party payment provider or, where we offer it, by a UPI QR code that you scan with your own UPI app. You enter your card, UPI or bank details on the payment provider’s pages or in your UPI app, not on ours, and we do not receive or store your card number, CVV, UPI PIN, UPI ID or net-banking password. We keep only the payment record described in section ${section('information-created-when-you-use-the-service')}, which we need to activate your plan, answer questions about a payment and meet tax and accounting laws.`,
          },
          {
            kind: 'p',
            text: 'A plan is activated only after the payment provider confirms to our server that the payment succeeded for the right amount or, for a UPI QR payment, after our team has confirmed that the right amount arrived.',
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
              'Your e-mail address, and your mobile number if you verify it, are verified with six-digit one-time codes. Once a code is sent, our server keeps it only in hashed form and checks it itself; each code can be used only once and expires after 10 minutes.',
              'Sign-in tokens are random and are stored on our servers only in hashed form; signing out ends the session on our servers.',
              'Sign-in, one-time codes by e-mail and by text message, password resets and the enquiry form are rate-limited, to stop password guessing and flooding; texted codes also have limits per day for each number and each account. The forgotten-password form, and signing in or setting a new password by text, give the same answer whether or not an e-mail address or mobile number is registered, so they cannot reveal who is a member.',
              'Every photo and horoscope image is checked and re-encoded when it is uploaded. Re-encoding removes hidden data stored by cameras and phones, including the GPS location (EXIF data) where the picture was taken.',
              `Photos and horoscope images are never published as open files. They are served only after our server checks that the person asking is allowed to see them, under the rules in section ${section('who-can-see-your-profile')}.`,
              'ID files and report screenshots are stored privately, apart from photos. Only our operators can open them, through their own signed-in console; no link on the site reaches them. Our backups can be read only by the system account that runs the service.',
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
        heading: 'Browser storage, cookies and the installed app',
        blocks: [
          {
            kind: 'p',
            text: 'To keep you signed in, we store your sign-in token in your browser. If you tick “Remember me”, it is kept in the browser’s local storage so that you stay signed in after closing the browser; otherwise it is kept in session storage and is removed when you close the tab. The site also remembers the language you choose (and, when your first visit begins on a page in Tamil, Tamil), in the same storage and in a small cookie named “locale”, so that the site opens in it next time; a page whose address names its language, such as /ta/about, opens in that language for everyone. While you confirm your e-mail address after registering, that address is kept in session storage too, until you sign out or close the tab. If you choose “Hide my network address (relay only)” for calls, that choice is kept in local storage on this device. Nothing else about you is kept in your browser. Signing out removes the token from your browser.',
          },
          {
            kind: 'p',
            text: 'The site also keeps its own files on your device, through a service worker (a small script that the browser runs for the site): the app’s program files, styles and texts in English and Tamil, its fonts and icons, a page to show when there is no network, and the last start page it served, which holds nobody’s information. They let the site open faster and show that page, in your language, when you are offline. It never keeps your data or anyone else’s: nothing our servers answer about members, no photos or horoscopes, and nothing marked private. You can add the site to your phone’s home screen as an app; it is the same site and keeps nothing more. Clearing the site’s data in your browser removes these files too.',
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
              `View and edit: you can view and edit your own profile, partner preferences, photos and horoscope images at any time after signing in, and change your mobile number in Settings (section ${section('your-mobile-number')}). Your e-mail address cannot be changed on the site; write to support if it needs correcting.`,
              `Privacy settings: Gold and Platinum members can hide their mobile number, photos and horoscopes at any time, as described in section ${section('who-can-see-your-profile')}. Every member can hide their street address even from the members with whom they have an accepted interest, and turn off ‘Show when I was last active’, in Settings.`,
              'Notifications: in Settings you choose whether we e-mail you about interests you receive, interests accepted, chat messages and today’s matches, and whether each saved search sends you alerts; today’s matches can also be stopped from the link in their e-mail, without signing in. Messages that are needed to run your account, such as verification codes, password reset links, payment confirmations, the answers to your reports, the notice that your mobile number changed, the one after a sign-in or new password by text message, the one that another account verified a number you entered and the one that a long absence has taken your profile out of search, are always sent.',
              `Download your data: in Settings, Download my data gives you a ZIP file of your account and its settings, your profile, partner preferences, interests, shortlist, blocks, plans and payments, the chat messages you wrote, the reports you filed, your ID checks (never the file), the profiles you opened, and your photos and horoscopes. Of other members it names only their id and name. You can download it up to ${PRIVACY_RIGHTS.exportsPerHour} times an hour.`,
              `Deleting your account: in Settings, choose Delete my account and enter your password to confirm. Your profile leaves search at once, you are signed out on your other devices, and we e-mail you the date of erasure. ${grace} days later your account is erased as described in section ${section('how-long-we-keep-your-information')}. If you change your mind, log in within those ${grace} days, or choose Keep my account, and nothing is lost. If you cannot log in, reset your password first, or write to ${email} from your registered e-mail address and we will help you.`,
            ],
          },
          {
            kind: 'p',
            text: `If you have a question about your data, or want something corrected that you cannot change yourself, write to ${email}.`,
          },
        ],
      },
      {
        id: 'how-long-we-keep-your-information',
        heading: 'How long we keep your information',
        blocks: [
          {
            kind: 'p',
            text: 'We keep your information for as long as your account exists, except where a shorter time is given below. When your account is erased, we keep only what the law requires:',
          },
          {
            kind: 'ul',
            items: [
              `Your account: ${grace} days after you ask to delete it, we erase your profile, partner preferences, photos, horoscopes, interests, shortlists, blocks, chats, profile views, saved searches, today’s matches, ID checks, the codes we sent you, sign-in sessions and sign-in alerts, and replace your name, e-mail address, mobile number and password with values that lead to nobody, so that you may register again with the same address.`,
              'ID files: deleted as soon as our operator decides, or with your account if that comes first. We never store the ID number.',
              'Sign-up address: erased automatically one year after you sign up, or with your account if that comes first.',
              'Chats, profile views, interests, shortlists and today’s matches between two members: kept while both have an account; when either account is erased, they are erased for both.',
              'Text messages: our record of each text we send (the number, and the code until the text has gone) is deleted after a day.',
              'Payment records: kept after your account is erased, without your name or contact details, because Indian tax laws (the Income-tax Act, 1961 and the Central Goods and Services Tax Act, 2017) require us to keep them for several years.',
              'Reports and grievances, with their screenshots and the record of what our team decided: kept after the accounts concerned are erased, as the record of a complaint and of how we handled it, which the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 expect us to keep.',
              'Contact Us enquiries and e-mails to support: kept to answer you and any follow-up. They are not part of your account, so deleting your account does not erase them; write to us if you want them removed.',
            ],
          },
          {
            kind: 'p',
            text: 'Erased information can remain for a while in our backups, which are stored securely and used only to restore the service after a failure.',
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
            text: `We handle your information in line with the Information Technology Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and will follow the Digital Personal Data Protection Act, 2023 as its provisions come into force; you can already download your data and delete your account yourself (section ${section('your-choices-access-correction-and-deletion')}). You may withdraw your consent at any time by deleting your account; we will then no longer be able to provide the service to you.`,
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
            text: `If you have a question or a complaint about your personal information, or about how we handle it, please contact our Grievance Officer, or use the form on our Grievance officer page. We acknowledge every grievance within ${GRIEVANCE_PROMISE.acknowledgeHours} hours (the form gives you a reference number at once, on screen and by e-mail) and resolve it within ${GRIEVANCE_PROMISE.resolveDays} days of receiving it, as the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require.`,
          },
          grievanceContact(ctx, 'en'),
        ],
      },
    ],
  };
}
