import type { MessageKey, Params } from './keys.js';

/**
 * The stable codes of the API's error answers (docs/api.md, "Answers and errors") and the text each one shows. A code
 * never changes with the language; the server writes `message` in the caller's language, and the
 * web shows its own catalogue's text for a code it knows (with `params`), falling back to
 * `message` for one it does not.
 */
export const ERROR_CODES = {
  invalid_input: 'generic.invalidInput',
  malformed_json: 'generic.malformedJson',
  payload_too_large: 'generic.payloadTooLarge',
  unsupported_media_type: 'generic.unsupportedMediaType',
  not_found: 'generic.notFound',
  too_many_requests: 'generic.tooManyRequests',
  internal_error: 'generic.somethingWrong',
  service_unavailable: 'generic.serviceUnavailable',

  auth_required: 'auth.tokenRequired',
  verification_required: 'auth.verificationRequired',
  invalid_credentials: 'login.invalidCredentials',
  email_taken: 'auth.emailTaken',
  phone_taken: 'mobile.takenElsewhere',
  too_many_logins: 'auth.tooManyLogins',
  too_many_registrations: 'auth.tooManyRegistrations',
  too_many_resets: 'auth.tooManyResets',
  otp_cooldown: 'auth.otpCooldown',
  too_many_otp_codes: 'auth.tooManyOtpCodes',
  too_many_otp_tries: 'auth.tooManyOtpTries',
  too_many_reset_links: 'auth.tooManyResetLinks',
  otp_mail_failed: 'auth.otpMailFailed',
  otp_token_missing: 'otp.noToken',
  otp_not_found: 'otp.noOtp',
  otp_expired: 'otp.expired',
  otp_invalid: 'otp.invalid',
  mobile_already_verified: 'mobile.alreadyVerified',
  too_many_mobile_codes: 'mobile.tooManyCodes',
  too_many_mobile_tries: 'mobile.tooManyTries',
  sign_in_code_invalid: 'mobile.signInCodeInvalid',
  mobile_taken_elsewhere: 'mobile.takenElsewhere',
  mobile_same_number: 'mobile.sameNumber',
  mobile_texts_india_only: 'mobile.textsIndiaOnly',
  name_unchanged: 'nameChange.same',
  name_change_limit: 'nameChange.limit',
  // a number belongs to the person who holds the verified e-mail (docs/decisions/0055)
  email_verification_first: 'mobileSafety.emailFirst',
  mobile_missing: 'mobileSafety.noNumber',
  email_step_invalid: 'mobileSafety.emailCodeInvalid',
  email_step_expired: 'mobileSafety.emailStepExpired',
  not_me_invalid: 'notMe.invalid',
  not_me_expired: 'notMe.expired',
  not_me_used: 'notMe.used',
  reset_link_invalid: 'resetPassword.invalidLink',

  not_your_profile: 'profile.notYours',
  unknown_state: 'profile.unknownState',
  unknown_city: 'profile.unknownCity',
  one_section_at_a_time: 'profile.oneSectionAtATime',
  gender_first: 'profile.genderFirst',
  star_first: 'search.starFirst',
  birth_time_first: 'search.birthTimeFirst',

  no_files: 'pictures.noFiles',
  not_multipart: 'pictures.notMultipart',
  not_an_image: 'pictures.notAnImage',
  unreadable_image: 'pictures.unreadable',
  too_many_pixels: 'pictures.tooManyPixels',
  file_too_large: 'pictures.fileTooLarge',
  photo_limit: 'pictures.photoLimit',
  horoscope_limit: 'pictures.horoscopeLimit',
  picture_not_found: 'pictures.pictureNotFound',
  horoscope_not_found: 'pictures.horoscopeNotFound',

  country_not_found: 'locations.countryNotFound',
  state_not_found: 'locations.stateNotFound',

  profile_not_found: 'profileDetails.notFound',
  plan_required: 'profileDetails.purchasePlan',
  view_quota_reached: 'profileDetails.quotaReached',

  interest_to_self: 'interests.notToYourself',
  interest_already_sent: 'interests.alreadySent',
  // one interest between two members, whoever sent it (docs/decisions/0062)
  interest_already_accepted: 'interests.alreadyAccepted',
  interest_received: 'interests.received',
  interest_declined_by_you: 'interests.declinedByYou',
  interests_not_yours: 'interests.onlyYours',
  interests_plan_required: 'interests.upgrade',
  interest_not_found: 'interests.notFound',
  interest_recipient_only: 'server.interests.recipientOnly',
  interest_sender_only: 'server.interests.senderOnly',
  interest_already_answered: 'server.interests.alreadyAnswered',

  premium_benefits_required: 'privacySettings.upgrade',
  premium_benefits_need_gold: 'server.privacy.goldAndPlatinum',
  current_password_wrong: 'settings.wrongCurrentPassword',

  payment_unknown_amount: 'payment.unknownAmount',
  plan_already_active: 'payment.activePlan',
  payment_not_found: 'payment.orderNotFound',
  payment_not_yours: 'server.payment.notYours',
  payment_gateway_unavailable: 'server.payment.gatewayUnavailable',
  upi_not_available: 'server.payment.upiUnavailable',
  too_many_payments: 'server.payment.tooMany',
  webhook_unauthorized: 'server.payment.webhookUnauthorized',

  enquiry_failed: 'enquiry.failure',
  too_many_enquiries: 'enquiry.tooMany',

  chat_requires_platinum: 'server.chat.requiresPlatinum',
  chat_requires_accepted_interest: 'server.chat.requiresAcceptedInterest',
  chat_blocked: 'server.chat.blocked',
  chat_with_self: 'server.chat.withSelf',
  conversation_not_found: 'server.chat.notFound',
  too_many_messages: 'server.chat.tooManyMessages',
  account_leaving: 'server.chat.leaving',
  call_requires_platinum: 'server.calls.requiresPlatinum',
  call_other_cannot_answer: 'server.calls.otherCannotAnswer',
  call_already_in_call: 'server.calls.alreadyInCall',
  call_not_found: 'server.calls.notFound',
  too_many_calls: 'server.calls.tooMany',

  // shortlist
  shortlist_self: 'shortlist.notYourself',
  shortlist_unavailable: 'shortlist.notFound',
  shortlist_full: 'shortlist.full',

  // saved searches
  saved_search_full: 'savedSearches.full',
  saved_search_name_taken: 'savedSearches.nameTaken',
  saved_search_not_found: 'savedSearches.notFound',

  // reports
  report_self: 'reports.notYourself',
  report_already_open: 'reports.alreadyOpen',
  too_many_reports_hour: 'reports.tooManyHour',
  too_many_reports_day: 'reports.tooManyDay',
  too_many_grievances: 'grievance.tooMany',

  // operators
  operator_only: 'admin.operatorOnly',
  account_suspended: 'admin.accountSuspended',
  report_not_found: 'admin.reportNotFound',
  report_already_decided: 'admin.reportDecided',
  decision_not_for_kind: 'admin.decisionNotForKind',
  no_reported_member: 'admin.noReportedMember',
  member_not_found: 'admin.memberNotFound',
  cannot_suspend_self: 'admin.notYourself',
  cannot_suspend_operator: 'admin.notAnOperator',
  member_already_suspended: 'admin.alreadySuspendedError',
  member_not_suspended: 'admin.notSuspended',

  // my data
  delete_password_wrong: 'server.privacyRights.wrongPassword',
  too_many_exports: 'server.privacyRights.tooManyExports',
  too_many_deletions: 'server.privacyRights.tooManyDeletions',

  // ID verification
  id_bad_file_type: 'idVerification.badType',
  id_file_too_large: 'idVerification.tooLarge',
  id_file_required: 'idVerification.fileRequired',
  id_already_pending: 'idVerification.alreadyPending',
  id_already_verified: 'idVerification.alreadyVerified',
  too_many_id_uploads: 'idVerification.tooMany',
  id_verification_not_found: 'idVerification.notFound',
  id_already_decided: 'idVerification.alreadyDecided',

  // photo moderation and signals
  photo_not_found: 'moderation.photoNotFound',
  photo_already_reviewed: 'moderation.photoReviewed',

  // payments, enquiries, operator removal
  payment_not_upi: 'adminOps.payments.notUpi',
  payment_not_pending: 'adminOps.payments.notPending',
  enquiry_not_found: 'adminOps.enquiries.notFound',
  enquiry_already_handled: 'adminOps.enquiries.alreadyHandled',

  // Operators never decide their own case: another operator must (docs/design.md, "Operators on record").
  cannot_decide_own_id: 'idVerification.admin.notYourOwn',
  cannot_settle_own_payment: 'adminOps.payments.notYourOwn',
  cannot_decide_report_about_self: 'admin.reportAboutYou',
  cannot_decide_own_report: 'admin.filedByYou',
  cannot_decide_own_photo: 'moderation.notYourOwn',

  // A one-click stop link from a mail (docs/decisions/0053): not one we signed, or too old.
  mail_stop_invalid: 'mailStop.invalid',
  mail_stop_expired: 'mailStop.expired',

  // A family manages a profile together (docs/decisions/0073-family-co-managers.md). A refusal of
  // family_permission names, in its message, who may do what was tried.
  family_permission: 'family.permission.holder',
  family_address_taken: 'family.addressTaken',
  family_full: 'family.full',
  family_invitations_full: 'family.invitationsFull',
  family_already_invited: 'family.alreadyInvited',
  family_already_manager: 'family.alreadyManager',
  family_invitation_invalid: 'family.invitationInvalid',
  family_invitation_expired: 'family.invitationExpired',
  family_invitation_used: 'family.invitationUsed',
  family_other_address: 'family.otherAddress',
  family_login_exists: 'family.loginExists',
  family_login_full: 'family.loginFull',
  family_details_required: 'family.detailsRequired',
  family_not_managed: 'family.notManaged',
  family_managers_only: 'family.managersOnly',
  family_mail_managers_only: 'family.mailManagersOnly',
  family_no_profile: 'family.noProfile',
  too_many_family_invitations: 'family.tooManyInvitations',
  // The candidate takes over the holder's role (docs/decisions/0075-candidate-takes-over-the-profile.md).
  family_handover_choose: 'family.handover.choose',
  family_handover_not_candidate: 'family.handover.notCandidate',
  family_handover_candidate_only: 'family.handover.candidateOnly',
  family_handover_login_elsewhere: 'family.handover.loginElsewhere',
  family_handover_no_code: 'family.handover.noCode',
  family_handover_expired: 'family.handover.expired',
  family_handover_waiting: 'family.handover.waiting',
  family_handover_code_wrong: 'family.handover.codeWrong',
  family_handover_too_many_tries: 'family.handover.tooManyTries',
  family_handover_used: 'family.handover.used',
  too_many_handover_codes: 'family.handover.tooManyCodes',
} as const satisfies Record<string, MessageKey>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);
}

/** An error answer of the API (docs/api.md, "Answers and errors"). */
export interface ErrorBody {
  success: false;
  code: ErrorCode;
  message: string;
  /** The values of the code's text (a file name, a limit), so the web can write it in its language. */
  params?: Params;
  /** Field messages of a 400, in the caller's language. */
  errors?: Record<string, string>;
}
