/** English: reports of a profile, my reports and the grievance officer. */
export const REPORTS_TEXTS = {
  // Reporting a profile (details and chat).
  'reports.report': 'Report this profile', // ours
  'reports.title': 'Report {name}', // ours
  'reports.intro': 'Tell us what is wrong. A person on our team reads every report, and {name} is not told who reported them.', // ours
  'reports.reasonLabel': 'Reason', // ours
  'reports.reason.fake_profile': 'Fake profile', // ours
  'reports.reason.already_married': 'Already married', // ours
  'reports.reason.asked_for_money': 'Asked for money', // ours
  'reports.reason.abusive': 'Abusive or offensive', // ours
  'reports.reason.wrong_photos': 'Photos are not of this person', // ours
  'reports.reasonOther': 'Something else', // ours
  'reports.reasonRequired': 'Please choose a reason.', // ours
  'reports.noteLabel': 'What happened (optional)', // ours
  'reports.noteHint': 'Up to {max} characters. Dates, what was said and any amount asked for help us most.', // ours
  'reports.noteTooLong': 'The note must be at most {max} characters.', // ours
  'reports.screenshotLabel': 'Screenshot (optional)', // ours
  'reports.screenshotHint': 'One image (JPG, PNG or WebP) under 10 MB. Only our team sees it.', // ours
  'reports.screenshotChosen': 'Chosen: {fileName}', // ours
  'reports.screenshotRemove': 'Remove the screenshot', // ours
  'reports.screenshotTooLarge': 'The screenshot {fileName} is 10 MB or more. Please choose a smaller image.', // ours
  'reports.screenshotNotImage': '{fileName} is not an image. Please choose a JPG, PNG or WebP image.', // ours
  'reports.submit': 'Send report', // ours
  'reports.sending': 'Sending… {percent}%', // ours
  'reports.cancel': 'Cancel', // ours
  'reports.done': 'Done', // ours
  'reports.received': 'We have received your report. Reference {reference}; we will look at it within 24 hours.', // ours
  'reports.receivedMail':
    'We have sent the reference to your e-mail address too. You can follow your report under My reports in Settings.', // ours
  'reports.failed': 'We could not send your report. Please try again.', // ours
  'reports.sent': 'We have received your report. Reference {reference}.', // ours
  'reports.notYourself': 'You cannot report your own profile.', // ours
  'reports.alreadyOpen':
    'You have already reported this member (reference {reference}). Our team is looking at it; you can follow it under My reports in Settings.', // ours
  'reports.tooManyHour': 'You have sent {max} reports in the last hour. Please try again in {minutes} minutes.', // ours
  'reports.tooManyDay': 'You have sent {max} reports today. Please try again in {hours} hours.', // ours

  // My reports (settings).
  'reports.mine': 'My reports', // ours
  'reports.mineIntro': 'The reports and grievances you have sent, and what became of them.', // ours
  'reports.mineEmpty': 'You have not sent any reports or grievances.', // ours
  'reports.mineFailed': 'We could not load your reports. Please try again.', // ours
  'reports.about': 'Report about {name}', // ours
  'reports.aboutGone': 'Report about a member who has left', // ours
  'reports.grievance': 'Grievance', // ours
  'reports.reference': 'Reference {reference}', // ours
  'reports.sentOn': 'Sent on {date}', // ours
  'reports.decidedOn': 'Decided on {date}', // ours
  'reports.statusLabel': 'Status', // ours
  'reports.status.open': 'Open: our team will look at it', // ours
  'reports.status.dismissed': 'Closed: we found no breach of our rules', // ours
  'reports.status.warned': 'Closed: the member was warned', // ours
  'reports.status.suspended': 'Closed: the member was suspended', // ours
  'reports.status.resolved': 'Resolved', // ours
  'reports.outcome': 'Our answer: {note}', // ours

  // The grievance officer (the 2016 advisory for matrimonial sites).
  'grievance.metaTitle': 'Grievance officer | {brand}', // ours
  'grievance.metaDescription': 'Reach the grievance officer of {brand}, or file a grievance online and get a reference number.', // ours
  'grievance.title': 'Grievance officer', // ours
  'grievance.subtitle': 'Unhappy with something on {brand}, or with how we handled it? Our grievance officer will look into it.', // ours
  'grievance.officer': 'Our grievance officer', // ours
  'grievance.name': 'Name', // ours
  'grievance.email': 'E-mail', // ours
  'grievance.address': 'Postal address', // ours
  'grievance.promise': 'We acknowledge every grievance within {hours} hours and resolve it within {days} days.', // ours
  'grievance.reportInstead':
    'To report a member, open their profile and choose Report this profile: it reaches our team at once.', // ours
  'grievance.formTitle': 'File a grievance', // ours
  'grievance.formIntro': 'You get a reference number on screen and by e-mail.', // ours
  'grievance.form': 'Grievance form', // ours
  'grievance.subjectLabel': 'Subject', // ours
  'grievance.subjectChoose': 'Choose a subject', // ours
  'grievance.subject.account': 'My account', // ours
  'grievance.subject.profile_content': 'A profile or what it shows', // ours
  'grievance.subject.privacy': 'Privacy and my data', // ours
  'grievance.subject.payment': 'A payment', // ours
  'grievance.subjectOther': 'Something else', // ours
  'grievance.subjectRequired': 'Please choose a subject.', // ours
  'grievance.descriptionLabel': 'Description', // ours
  'grievance.descriptionRequired': 'Please describe your grievance.', // ours
  'grievance.descriptionTooLong': 'The description must be at most {max} characters.', // ours
  'grievance.submit': 'File grievance', // ours
  'grievance.sending': 'Sending…', // ours
  'grievance.received':
    'We have received your grievance. Reference {reference}; we will acknowledge it within {hours} hours and resolve it within {days} days.', // ours
  'grievance.receivedMine': 'You can follow it under My reports in Settings.', // ours
  'grievance.receivedMail': 'We have sent the reference to {email} too.', // ours
  'grievance.another': 'File another grievance', // ours
  'grievance.failed': 'We could not file your grievance. Please try again, or write to the grievance officer by e-mail.', // ours
  'grievance.tooMany':
    'You have filed several grievances already. Please wait a while before filing another, or write to the grievance officer by e-mail.', // ours
  'grievance.sent': 'We have received your grievance. Reference {reference}.', // ours
  'grievance.policyNote': 'A question or a complaint about this policy? Write to our grievance officer.', // ours
} as const;
