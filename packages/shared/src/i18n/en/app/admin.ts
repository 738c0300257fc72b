/** English: the operators' console. All ours: the specification has no administrator role. */
export const ADMIN_TEXTS = {
  'admin.link': 'Admin', // ours
  'admin.title': 'Operators’ console', // ours
  'admin.pageTitle': 'Operators’ console | {brand}', // ours
  'admin.intro':
    'Reports and grievances wait here for a person. Every action asks for a reason and is recorded in the audit log.', // ours
  'admin.tabs': 'Console sections', // ours
  'admin.tab.queue': 'Queue', // ours
  'admin.tab.members': 'Members', // ours
  'admin.tab.audit': 'Audit log', // ours
  'admin.tab.ids': 'ID checks', // ours
  'admin.tab.photos': 'Photos', // ours
  'admin.tab.signals': 'Signals', // ours
  'admin.tab.payments': 'Payments', // ours
  'admin.tab.enquiries': 'Enquiries', // ours
  'admin.loadFailed': 'We could not load this list. Please try again.', // ours
  'admin.retry': 'Try again', // ours
  'admin.search': 'Search', // ours

  // The queue.
  'admin.queue.search': 'Reference, name or e-mail', // ours
  'admin.queue.kind': 'Kind', // ours
  'admin.queue.status': 'Status', // ours
  'admin.queue.allKinds': 'Reports and grievances', // ours
  'admin.queue.allStatuses': 'Every status', // ours
  'admin.queue.empty': 'Nothing is waiting here. New reports and grievances will show up oldest first.', // ours
  'admin.queue.count.one': '{count} item', // ours
  'admin.queue.count.other': '{count} items', // ours
  'admin.queue.details': 'Details of {reference}', // ours
  'admin.queue.received': 'Received {date}', // ours
  'admin.queue.reported': 'Reported member', // ours
  'admin.queue.noReported': 'No member (the account was erased, or this is a grievance).', // ours
  'admin.queue.reporter': 'Filed by', // ours
  'admin.queue.reporterHistory': '{filed} filed, {dismissed} dismissed', // ours
  'admin.queue.visitor': 'A visitor', // ours
  'admin.queue.reason': 'Reason', // ours
  'admin.queue.note': 'Note', // ours
  'admin.queue.noNote': 'No note was written.', // ours
  'admin.queue.evidence': 'Evidence', // ours
  'admin.queue.noEvidence': 'No screenshot was sent.', // ours
  'admin.queue.evidenceAlt': 'Screenshot sent with {reference}', // ours
  'admin.queue.evidenceFailed': 'The screenshot could not be loaded.', // ours
  'admin.queue.photoOf': 'Photo of {name}', // ours
  'admin.queue.suspendedBadge': 'Suspended', // ours
  'admin.queue.decided': 'Decided {date} by {name}', // ours
  'admin.queue.outcome': 'Told the reporter', // ours
  'admin.queue.actions': 'Actions', // ours
  'admin.queue.alreadyDecided': 'This item has been decided; it cannot be decided again.', // ours
  'admin.queue.noMemberToAct': 'There is no member to warn or suspend here.', // ours
  'admin.queue.alreadySuspended': 'This member is already suspended.', // ours

  'admin.kind.report': 'Report', // ours
  'admin.kind.grievance': 'Grievance', // ours
  'admin.status.open': 'Open', // ours
  'admin.status.dismissed': 'Dismissed', // ours
  'admin.status.warned': 'Warned', // ours
  'admin.status.suspended': 'Suspended', // ours
  'admin.status.resolved': 'Resolved', // ours
  'admin.reason.fake_profile': 'Fake profile', // ours
  'admin.reason.already_married': 'Already married', // ours
  'admin.reason.asked_for_money': 'Asked for money', // ours
  'admin.reason.abusive': 'Abusive', // ours
  'admin.reason.wrong_photos': 'Wrong photos', // ours
  'admin.reasonOther': 'Other', // ours
  'admin.reason.account': 'My account', // ours
  'admin.reason.profile_content': 'A profile’s content', // ours
  'admin.reason.privacy': 'Privacy', // ours
  'admin.reason.payment': 'A payment', // ours

  // Actions and their dialog.
  'admin.action.dismiss': 'Dismiss', // ours
  'admin.action.warn': 'Warn by e-mail', // ours
  'admin.action.suspend': 'Suspend', // ours
  'admin.action.resolve': 'Mark resolved', // ours
  'admin.action.reinstate': 'Reinstate', // ours
  'admin.dialog.dismiss': 'Dismiss {reference}', // ours
  'admin.dialog.warn': 'Warn {name} by e-mail', // ours
  'admin.dialog.suspend': 'Suspend {name}', // ours
  'admin.dialog.resolve': 'Resolve {reference}', // ours
  'admin.dialog.reinstate': 'Reinstate {name}', // ours
  'admin.dialog.suspendNote':
    'Suspending ends every session of the member, hides them from search and Matches, and stops them logging in until reinstated.', // ours
  'admin.dialog.warnNote': 'The member gets an e-mail in their language saying that their conduct was reported.', // ours
  'admin.dialog.reason': 'Reason (recorded in the audit log)', // ours
  'admin.dialog.reasonHint': 'At most {max} characters.', // ours
  'admin.dialog.outcome': 'What to tell the reporter (optional)', // ours
  'admin.dialog.confirm': 'Confirm', // ours
  'admin.dialog.cancel': 'Cancel', // ours
  'admin.dialog.saving': 'Saving…', // ours
  'admin.actionFailed': 'That did not work. Please try again.', // ours

  // Members.
  'admin.members.search': 'Name, e-mail, phone or member id', // ours
  'admin.members.prompt': 'Search for a member by name, e-mail, phone or id.', // ours
  'admin.members.empty': 'No member matches this search. Check the spelling, or try the e-mail or phone.', // ours
  'admin.members.id': 'Member {id}', // ours
  'admin.members.joined': 'Joined {date}', // ours
  'admin.members.reports.one': '{count} report against them', // ours
  'admin.members.reports.other': '{count} reports against them', // ours
  'admin.members.verified': 'Verified', // ours
  'admin.members.unverified': 'Not verified', // ours
  'admin.members.operator': 'Operator', // ours
  'admin.members.suspendedSince': 'Suspended {date}: {reason}', // ours
  'admin.members.operatorNote': 'Operators cannot be suspended from the console.', // ours
  'admin.members.selfNote': 'You cannot suspend yourself.', // ours

  // Audit log.
  'admin.audit.search': 'Action, reason, reference, name or a term searched', // ours
  'admin.audit.empty': 'No action has been recorded yet.', // ours
  'admin.audit.when': 'When', // ours
  'admin.audit.who': 'Who', // ours
  'admin.audit.what': 'What', // ours
  'admin.audit.why': 'Why', // ours
  'admin.audit.commandLine': 'Command line', // ours
  'admin.audit.target': 'about {name}', // ours
  'admin.audit.memberId': 'member {id}', // ours
  'admin.audit.action.operator_created': 'Operator created', // ours
  'admin.audit.action.report_dismissed': 'Report dismissed', // ours
  'admin.audit.action.member_warned': 'Member warned', // ours
  'admin.audit.action.member_suspended': 'Member suspended', // ours
  'admin.audit.action.member_reinstated': 'Member reinstated', // ours
  'admin.audit.action.grievance_resolved': 'Grievance resolved', // ours
  'admin.audit.action.account_erased': 'Account erased', // ours
  'admin.audit.action.name_changed': 'Name corrected by the member', // ours
  'admin.audit.action.operator_removed': 'Operator role removed', // ours
  'admin.audit.action.id_approved': 'ID approved', // ours
  'admin.audit.action.id_rejected': 'ID rejected', // ours
  'admin.audit.action.photo_approved': 'Photo approved', // ours
  'admin.audit.action.photo_rejected': 'Photo rejected', // ours
  'admin.audit.action.payment_confirmed': 'UPI payment confirmed', // ours
  'admin.audit.action.payment_rejected': 'UPI payment rejected', // ours
  'admin.audit.action.enquiry_handled': 'Enquiry handled', // ours
  'admin.audit.action.id_file_viewed': 'ID document viewed', // ours
  'admin.audit.action.evidence_viewed': 'Report screenshot viewed', // ours
  'admin.audit.action.photo_viewed': 'Photo viewed', // ours
  'admin.audit.action.member_searched': 'Console search', // ours
  'admin.audit.searched.one': 'In {list}, by {kind}: {count} found', // ours
  'admin.audit.searched.other': 'In {list}, by {kind}: {count} found', // ours
  'admin.audit.searchKind.email': 'e-mail address', // ours
  'admin.audit.searchKind.phone': 'phone number', // ours
  'admin.audit.searchKind.number': 'number', // ours
  'admin.audit.searchKind.text': 'name or text', // ours

  // The server's answers.
  'admin.done.dismiss': '{reference} was dismissed.', // ours
  'admin.done.warn': '{name} was warned by e-mail.', // ours
  'admin.done.suspend': '{name} was suspended.', // ours
  'admin.done.resolve': '{reference} was marked resolved.', // ours
  'admin.done.reinstate': '{name} was reinstated.', // ours
  'admin.operatorOnly': 'This is for operators only.', // ours
  'admin.reasonRequired': 'Please give a reason: it is recorded in the audit log.', // ours
  'admin.reasonTooLong': 'Please keep the reason within {max} characters.', // ours
  'admin.noteTooLong': 'Please keep the note within {max} characters.', // ours
  'admin.unknownAction': 'Choose dismiss, warn, suspend or resolve.', // ours
  'admin.reportNotFound': 'There is no such report or grievance.', // ours
  'admin.reportDecided': 'This item has already been decided. Reload the queue to see the decision.', // ours
  'admin.decisionNotForKind':
    'That action does not fit this item: grievances are resolved or dismissed; reports are dismissed, warned or suspended.', // ours
  'admin.noReportedMember': 'The reported member no longer exists; dismiss the report instead.', // ours
  'admin.memberNotFound': 'There is no such member.', // ours
  'admin.notYourself': 'You cannot suspend yourself. Ask another operator.', // ours
  'admin.notAnOperator': 'Operators cannot be suspended from the console.', // ours
  'admin.alreadySuspendedError': 'This member is already suspended.', // ours
  'admin.notSuspended': 'This member is not suspended.', // ours
  'admin.reportAboutYou': 'This report is about you, so you cannot decide it. Another operator must.', // ours
  'admin.filedByYou': 'You filed this yourself, so you cannot decide it. Another operator must.', // ours
  'admin.accountSuspended':
    'Your account has been suspended after a report. If you think this is a mistake, write to our grievance officer: the Grievance page ({path}) tells you how.', // ours
} as const;
