/** English: ID verification: the member page, the badge, the filter and the console tab. */
export const ID_VERIFICATION_TEXTS = {
  // The member's page (/verify-id).
  'idVerification.menu': 'Verify my ID', // ours
  'idVerification.title': 'Verify your ID', // ours
  'idVerification.intro':
    'Upload one government ID. When our team has checked it, your profile shows an ‘ID verified’ badge, and families searching for ID-verified profiles find you.', // ours
  'idVerification.privacyTitle': 'How we treat your ID', // ours
  'idVerification.privacyNumber':
    'We never store your ID number: only the kind of document and our decision. Aadhaar holders, please upload a masked Aadhaar (the first 8 digits hidden), as UIDAI advises.', // ours
  'idVerification.privacyWho': 'Only our operators see the file. Other members never do.', // ours
  'idVerification.privacyDeleted': 'We delete the file as soon as we have decided.', // ours
  'idVerification.typeLabel': 'Document', // ours
  'idVerification.type.aadhaar': 'Aadhaar (masked)', // ours
  'idVerification.type.pan': 'PAN card', // ours
  'idVerification.type.passport': 'Passport', // ours
  'idVerification.type.driving_licence': 'Driving licence', // ours
  'idVerification.type.voter_id': 'Voter ID', // ours
  'idVerification.typeRequired': 'Please choose the kind of document.', // ours
  'idVerification.fileLabel': 'File', // ours
  'idVerification.fileHint':
    'One photo (JPG, PNG or WebP) or a PDF, at most {mb} MB. All four corners and the name must be readable.', // ours
  'idVerification.fileRequired': 'Please choose the file of your ID.', // ours
  'idVerification.submit': 'Send for checking', // ours
  'idVerification.sending': 'Sending…', // ours
  'idVerification.sent': 'Thank you. Our team will check your ID, usually within a day.', // ours
  'idVerification.stateNone': 'You have not sent an ID yet.', // ours
  'idVerification.statePending': 'Your {type} is being checked (sent on {date}). We will e-mail you the outcome.', // ours
  'idVerification.stateApproved': 'Your ID was verified on {date}. Your profile shows the badge.', // ours
  'idVerification.stateRejected': 'We could not verify the {type} you sent on {date}. Our team wrote: {reason}', // ours
  'idVerification.againHint': 'You can upload your ID again below.', // ours
  'idVerification.waitHint': 'You can send another file once our team has decided.', // ours
  'idVerification.loadFailed': 'We could not load your ID status. Please reload the page.', // ours
  'idVerification.failed': 'We could not send your ID. Please try again.', // ours
  'idVerification.badge': 'ID verified', // ours
  'idVerification.badgeTitle': 'Our team checked a government ID of this member.', // ours
  'idVerification.filter': 'Only ID-verified profiles', // ours

  // Errors.
  'idVerification.badType': '{fileName} is not a JPG, PNG, WebP image or a PDF. Please choose one of those.', // ours
  'idVerification.tooLarge': '{fileName} is larger than {mb} MB. Please choose a smaller file or a clearer, smaller photo.', // ours
  'idVerification.alreadyPending': 'Your ID is already with our team. You can send another once they have decided.', // ours
  'idVerification.alreadyVerified': 'Your ID is already verified: there is nothing more to send.', // ours
  'idVerification.tooMany': 'You have sent {max} IDs today. Please try again tomorrow.', // ours
  'idVerification.notFound': 'This ID check does not exist.', // ours
  'idVerification.alreadyDecided': 'This ID check has already been decided.', // ours
  'idVerification.unknownAction': 'Choose approve or reject.', // ours

  // The console's ID checks tab.
  'idVerification.admin.search': 'Member’s name or e-mail', // ours
  'idVerification.admin.status': 'Status', // ours
  'idVerification.admin.status.pending': 'Waiting', // ours
  'idVerification.admin.status.approved': 'Approved', // ours
  'idVerification.admin.status.rejected': 'Rejected', // ours
  'idVerification.admin.empty': 'No ID checks here.', // ours
  'idVerification.admin.submitted': 'Sent {date}', // ours
  'idVerification.admin.decided': 'Decided {date} by {who}: {reason}', // ours
  'idVerification.admin.viewImage': 'ID of {name}', // ours
  'idVerification.admin.downloadPdf': 'Download the PDF', // ours
  'idVerification.admin.notYourOwn': 'This is your own ID, so you cannot decide it. Another operator must.', // ours
  'idVerification.admin.fileGone': 'The file was deleted after the decision.', // ours
  'idVerification.admin.approve': 'Approve', // ours
  'idVerification.admin.reject': 'Reject', // ours
  'idVerification.admin.approveTitle': 'Approve the ID of {name}', // ours
  'idVerification.admin.rejectTitle': 'Reject the ID of {name}', // ours
  'idVerification.admin.reasonHint': 'The member reads this in the e-mail we send. The file is deleted once you decide.', // ours
  'idVerification.admin.approved': 'The ID of {name} is approved; the file is deleted.', // ours
  'idVerification.admin.rejected': 'The ID of {name} is rejected; the file is deleted.', // ours
} as const;
