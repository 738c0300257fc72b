import type { ColumnType, Generated } from 'kysely';
import type { Locale, PaymentMethod, PaymentStatus } from '@inai/shared';

/**
 * The database's tables as Kysely sees them. Times are ISO-8601 UTC text on both engines
 * (see docs/decisions/0002-one-schema-for-sqlite-and-postgresql.md).
 */
export interface Database {
  enquiries: EnquiryTable;
  users: UserTable;
  sessions: SessionTable;
  otp_codes: OtpCodeTable;
  password_resets: PasswordResetTable;
  manager_password_resets: ManagerPasswordResetTable;
  user_details: UserDetailsTable;
  partner_preferences: PartnerPreferencesTable;
  user_images: UserImageTable;
  user_horoscopes: UserHoroscopeTable;
  app_secrets: AppSecretTable;
  member_plans: MemberPlanTable;
  profile_views: ProfileViewTable;
  interests: InterestTable;
  search_changes: SearchChangeTable;
  payment_orders: PaymentOrderTable;
  sandbox_gateway_payments: SandboxGatewayPaymentTable;
  conversations: ConversationTable;
  messages: MessageTable;
  chat_reads: ChatReadTable;
  blocks: BlockTable;
  shortlists: ShortlistTable;
  reports: ReportTable;
  audit_log: AuditLogTable;
  id_verifications: IdVerificationTable;
  outbound: OutboundTable;
  code_events: CodeEventTable;
  birth_details: BirthDetailsTable;
  mobile_codes: MobileCodeTable;
  email_step_codes: EmailStepCodeTable;
  sign_in_alerts: SignInAlertTable;
  saved_searches: SavedSearchTable;
  saved_search_seen: SavedSearchSeenTable;
  daily_picks: DailyPickTable;
  tax_invoices: TaxInvoiceTable;
  invoice_counters: InvoiceCounterTable;
  manager_logins: ManagerLoginTable;
  family_managers: FamilyManagerTable;
  family_invitations: FamilyInvitationTable;
  family_activity: FamilyActivityTable;
  family_handovers: FamilyHandoverTable;
  family_takeover_asks: FamilyTakeoverAskTable;
  processes: ProcessTable;
}

/** 0 or 1: the specification's flags, stored as integers on both engines. */
export type FlagColumn = 0 | 1;

export interface UserTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased. */
  email: string;
  /**
   * The ten digits typed at registration, or proven by a change. Null when another account
   * verified the number this one had only typed (docs/decisions/0055): the member is asked for one.
   */
  phone: string | null;
  /** When the member proved the phone is theirs with a code sent to it; null until then, and after a change of number. */
  phone_verified_at: string | null;
  /**
   * When a code texted to the number was last entered on this account (verify, change, sign-in,
   * reset). Older than 90 days, signing in or resetting by text needs an e-mailed code as well.
   */
  phone_proven_at: string | null;
  /**
   * When the member last signed in or used the site (ISO); shown only as a band ('Active today',
   * 'this week', 'this month'). Null only for rows written before it existed.
   */
  last_active_at: string | null;
  /** 1 when the member hides their last active from others. */
  hide_last_active: Generated<FlagColumn>;
  /** When the member was mailed that a long absence took them out of search; cleared when they return. */
  inactive_mail_at: string | null;
  password_hash: string;
  is_verified: Generated<FlagColumn>;
  premium_user: Generated<FlagColumn>;
  mobile_number_visibility: Generated<FlagColumn>;
  photos_visibility: Generated<FlagColumn>;
  horoscope_visibility: Generated<FlagColumn>;
  /** 1 hides the street address even from accepted partners; 0 (the default) shows it to them alone (docs/decisions/0060). */
  address_visibility: Generated<FlagColumn>;
  /** The member's language; null until they (or their browser, at registration) chose one. Written only as 'en' or 'ta'. */
  locale: Locale | null;
  /** E-mail when an interest arrives / when one of the member's is accepted: 1 on (the default), 0 off. */
  notify_interest_received: Generated<FlagColumn>;
  notify_interest_accepted: Generated<FlagColumn>;
  /** E-mail digest of chat messages that wait unread (1 on, the default). */
  notify_chat_message: Generated<FlagColumn>;
  /** When the member's last chat digest was claimed (at most one an hour). */
  chat_mail_at: string | null;
  /** When the member's last 'new interests' mail was claimed: the next may go an hour later. */
  interest_mail_at: string | null;
  /** The India date (YYYY-MM-DD) of the member's last saved-search digest, claimed by one instance. */
  saved_search_mail_on: string | null;
  /** 'Profile created by' (a PROFILE_CREATED_BY value), or null when not said. */
  profile_created_by: string | null;
  /** 'member' or 'operator' (made only by `npm run admin -- create`). */
  role: Generated<string>;
  /** Set while an operator has suspended the member, with the reason given. */
  suspended_at: string | null;
  suspension_reason: string | null;
  /** The address the account was created from, kept until `signup_ip_until` (one year). */
  signup_ip: string | null;
  signup_ip_until: string | null;
  /** Account deletion asked (erased after a 7-day grace period), and when it was erased. */
  deletion_requested_at: string | null;
  erased_at: string | null;
  /** Why the member left, when they said: 'found_match' (docs/decisions/0065). */
  deletion_reason: string | null;
  /** Set while the member hides their profile from search, matches and today's matches. */
  profile_hidden_at: string | null;
  /** When an operator approved the member's government ID (the 'ID verified' badge). */
  id_verified_at: string | null;
  /** Today's matches by e-mail at 7:00 India time (1 on, the default; docs/decisions/0053). */
  notify_daily_picks: Generated<FlagColumn>;
  /** 1: today's matches keep only stars compatible with the member's own. */
  daily_picks_compatible: Generated<FlagColumn>;
  /** The India day (YYYY-MM-DD) whose picks were chosen for the member; '' before the first. */
  daily_picks_on: Generated<string>;
  /** The India day whose picks mail was claimed for the member; '' before the first. */
  daily_picks_mailed_on: Generated<string>;
  created_at: string;
  updated_at: string;
}

/**
 * The tax invoice of a completed payment, as issued (docs/decisions/0065): amounts in paise, the
 * state codes of GST; `supplier_gstin` null on a server without one (its receipts say so).
 */
export interface TaxInvoiceTable {
  id: Generated<number>;
  payment_id: number;
  /** '2026-27': April to March, India's time. */
  financial_year: string;
  /** 1, 2, 3… within the financial year, without gaps. */
  serial: number;
  /** 'IM/26-27/000001'. */
  number: string;
  issued_at: string;
  supplier_gstin: string | null;
  supplier_state_code: string;
  buyer_name: string;
  /** The member's state as the profile held it; null when not given (the place of supply is then ours). */
  buyer_state: string | null;
  place_of_supply_code: string;
  sac: string;
  rate_percent: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

/** The last invoice serial of each financial year. */
export interface InvoiceCounterTable {
  financial_year: string;
  last_serial: number;
}

/** A profile picked for a member on an India day; each profile at most once per member (docs/decisions/0053). */
export interface DailyPickTable {
  member_id: number;
  profile_id: number;
  /** YYYY-MM-DD, India time. */
  day: string;
  /** 1 to 5: the order the day's picks are shown in. */
  rank: number;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /**
   * A co-manager's session: their login, while `user_id` is the profile they act for
   * (docs/decisions/0073-family-co-managers.md). Null for the holder's own sessions.
   */
  manager_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OtpCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the opaque otpToken the browser holds. */
  token_hash: string;
  /** SHA-256 of salt and code. */
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  /** Set when the code is used, burnt by wrong tries, or replaced by a newer one. */
  consumed_at: string | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A reset link of a co-manager's login (docs/decisions/0076-manager-login-resets.md); never a member's. */
export interface ManagerPasswordResetTable {
  id: Generated<number>;
  manager_id: number;
  /** SHA-256 of the link's token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 'pending' until the mail to support is accepted, then 'sent'; 'failed' if it was refused. */
  mail_status: 'pending' | 'sent' | 'failed';
  created_at: string;
  /** When and by which operator the enquiry was marked handled (null: not yet). */
  handled_at: string | null;
  handled_by: number | null;
}

/**
 * A member's birth details (docs/decisions/0047-birth-details-on-the-profile.md): never shown to
 * another member.
 */
export interface BirthDetailsTable {
  user_id: number;
  /** 'HH:mm', local at the place; null when not known (the star then comes from the date). */
  birth_time: string | null;
  /** The listed place's id; null when given by coordinates. */
  place_id: string | null;
  latitude: number;
  longitude: number;
  timezone: string;
  updated_at: string;
  /** The chart's chevvai dosham (1 or 0); null without a birth time (docs/decisions/0079). */
  chart_chevvai: number | null;
  /** The chart's papa samyam total; null without a birth time. */
  chart_papa: number | null;
}

/** One row per member once they save a profile section; every field may be unset. */
export interface UserDetailsTable {
  user_id: number;
  about: string | null;
  gender: string | null;
  state: string | null;
  city: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  height: string | null;
  weight: string | null;
  fathers_name: string | null;
  mothers_name: string | null;
  /** The street address: optional, shown only to accepted partners the owner allows (docs/decisions/0060). */
  address: string | null;
  marital_status: string | null;
  job_type: string | null;
  company_name: string | null;
  salary: string | null;
  total_experience: string | null;
  degree: string | null;
  school: string | null;
  college: string | null;
  whatsapp: string | null;
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  youtube: string | null;
  linkedin: string | null;
  religion: string | null;
  mother_tongue: string | null;
  caste: string | null;
  sub_caste: string | null;
  gothram: string | null;
  dosam: string | null;
  star: string | null;
  raasi: string | null;
  willing_to_marry_from_another_caste: FlagColumn | null;
  // The Tamil biodata (docs/decisions/0041-tamil-biodata-fields.md): option values, free text up
  // to 60 characters, counts 0–9.
  fathers_occupation: string | null;
  mothers_occupation: string | null;
  brothers: number | null;
  brothers_married: number | null;
  sisters: number | null;
  sisters_married: number | null;
  family_type: string | null;
  family_status: string | null;
  family_values: string | null;
  native_place: string | null;
  family_deity: string | null;
  kulam: string | null;
  diet: string | null;
  smoking: string | null;
  drinking: string | null;
  physical_status: string | null;
  physical_status_note: string | null;
  education_level: string | null;
  /** Null when not said, taken as India. */
  residence_country: string | null;
  residency_status: string | null;
  updated_at: string;
}

export interface PartnerPreferencesTable {
  user_id: number;
  gender: string | null;
  /** The specification's age band; cleared by migration 0029, which moved it to age_min and age_max. */
  age: string | null;
  /** The age range in years (docs/decisions/0066); both null for no preference. */
  age_min: number | null;
  age_max: number | null;
  /** 'no_preference', or stars and 'compatible' joined by commas (docs/decisions/0066). */
  stars: string | null;
  /** The lowest monthly income accepted, in rupees; null for none (docs/decisions/0066). */
  income_floor: number | null;
  height: string | null;
  weight: string | null;
  marital_status: string | null;
  job_type: string | null;
  /** The specification's income band; cleared by migration 0029, which moved it to income_floor. */
  monthly_income: string | null;
  religion: string | null;
  /** 'no_preference', or castes joined by commas (one caste alone, as the specification stored it). */
  caste: string | null;
  sub_caste: string | null;
  dosam: string | null;
  /** 'no_preference', or accepted diets joined by commas (dietPreferenceToStored). */
  diet: string | null;
  /** 'No' (must not) or 'no_preference'. */
  smoking: string | null;
  drinking: string | null;
  physical_status: string | null;
  family_values: string | null;
  /** 'India', 'Abroad' or 'no_preference'. */
  residence: string | null;
  /** The lowest acceptable level. */
  education_level: string | null;
  updated_at: string;
}

export interface UserImageTable {
  id: Generated<number>;
  user_id: number;
  /** Where the variants live in file storage (generated, never from the upload). */
  storage_key: string;
  /** The uploaded file's name, for display only. */
  file_name: string;
  width: number;
  height: number;
  is_profile_picture: Generated<FlagColumn>;
  created_at: string;
  /** A 64-bit perceptual hash (16 hex digits) computed at upload; null for older photos. */
  phash: string | null;
  /** When and by which operator the photo was reviewed (null: not yet). */
  reviewed_at: string | null;
  reviewed_by: number | null;
}

export interface UserHoroscopeTable {
  id: Generated<number>;
  user_id: number;
  storage_key: string;
  file_name: string;
  width: number;
  height: number;
  created_at: string;
}

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface MemberPlanTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  /** Paise. */
  plan_price: number;
  /** 'Approved' or 'COMPLETED' count as active (specification section 3); anything else does not. */
  status: string;
  starts_at: string;
  expires_at: string;
  created_at: string;
  /** The payment that bought it (unique: one plan per payment); null for plans made otherwise (tests). */
  payment_id: number | null;
}

export interface ProfileViewTable {
  viewer_id: number;
  /** YYYY-MM, India time. */
  month: string;
  viewed_id: number;
  viewed_at: string;
}

export interface InterestTable {
  id: Generated<number>;
  user_id: number;
  partner_id: number;
  status: 'Requested' | 'Accepted' | 'Rejected';
  requested_on: string;
  /** Equals requested_on until the recipient answers; every answer moves it. */
  updated_on: string;
  /** When the recipient was told of it (or it was decided not to tell them); null while that is still to do. */
  notified_at: string | null;
  /** When its sender was told it was accepted (or not, by their choice): once per interest. */
  accepted_mail_at: string | null;
  /** The co-manager who sent it and their relation, null when the holder did (docs/decisions/0074). */
  sent_by_manager_id: Generated<number | null>;
  sent_by_relation: Generated<string | null>;
  /** The co-manager who last answered it and their relation, null when the holder did or nobody has. */
  answered_by_manager_id: Generated<number | null>;
  answered_by_relation: Generated<string | null>;
}

export interface SearchChangeTable {
  id: Generated<number>;
  user_id: number;
  changed_at: string;
}

/** An order: one attempt to buy a plan (docs/decisions/0013-payment-state-machine.md). */
export interface PaymentOrderTable {
  id: Generated<number>;
  /** Our merchant order id: 'INAI' and 24 random URL-safe characters; what the gateway and the browser carry. */
  order_id: string;
  /** 'Order_' and six digits, unique: what the member and support read. */
  reference: string;
  user_id: number;
  plan_id: number;
  /** Paise: the catalogue price of plan_id when the order was made. */
  amount: number;
  method: PaymentMethod;
  /** Who confirms the money: the gateway (sandbox or phonepe), or an operator for 'upi'. */
  provider: 'sandbox' | 'phonepe' | 'upi';
  /** Forward only: PENDING, then COMPLETED, FAILED or EXPIRED, never again changed. */
  status: PaymentStatus;
  /** An upgrade's extra days: quoted at initiate, recomputed at activation. */
  extra_days: number;
  /** The language of the purchase, for the receipt when the member never chose one. */
  locale: Locale;
  /** The gateway's own id for the order, once it gave one. */
  provider_order_id: string | null;
  payment_mode: string | null;
  transaction_id: string | null;
  /** Paise the gateway reported as paid; kept for an operator when it differs from `amount`. */
  received_amount: number | null;
  /** Set when an operator must look: 'amount_mismatch' or 'paid_after_final'. */
  review_reason: string | null;
  /** The gateway's error code of a failure, or ours ('gateway_refused'). */
  failure_code: string | null;
  created_at: string;
  updated_at: string;
  /** When it reached its final state. */
  completed_at: string | null;
  /** After this, an order the gateway still calls pending (or does not know) becomes EXPIRED. */
  expires_at: string;
  /** When the reconciler next looks at it (a status poll while PENDING, a receipt once COMPLETED); null when nothing is left to do. */
  next_poll_at: string | null;
  /** Until when one reconciler instance holds it. */
  lease_until: string | null;
  /** Claimed before the receipt mail goes, so it goes once. */
  receipt_sent_at: string | null;
  /** The co-manager who started the payment, their relation and name; null when the holder did (docs/decisions/0074). */
  bought_by_manager_id: Generated<number | null>;
  bought_by_relation: Generated<string | null>;
  bought_by_name: Generated<string | null>;
}

/** The sandbox gateway's own record of a simulated payment (what its status call answers). */
export interface SandboxGatewayPaymentTable {
  order_id: string;
  amount: number;
  /** The simulated outcome: PENDING until a button says otherwise; COMPLETED and FAILED are final. */
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
  payment_mode: string | null;
  transaction_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A chat between two members: member_a is the smaller id, so a pair has one row. */
export interface ConversationTable {
  id: Generated<number>;
  member_a: number;
  member_b: number;
  created_at: string;
  /** The newest message's id, for the list's order; null until the first message. */
  last_message_id: number | null;
}

/** A chat message, stored before it is delivered; the id order is the order. */
export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  text: string;
  /** The scam kinds it looks like, comma-separated ('' for none). */
  warnings: string;
  client_id: string | null;
  sent_at: string;
  /** When the offline digest looked at it (mailed, or not worth mailing); null until then. */
  mailed_at: Generated<string | null>;
  /** The co-manager who wrote it and their relation, null when the holder did (docs/decisions/0074). */
  sent_by_manager_id: Generated<number | null>;
  sent_by_relation: Generated<string | null>;
  /** 'text', or 'call' for the entry a call left (docs/decisions/0077-calls-signalled-over-chat.md); the call_* columns are set only then. */
  kind: Generated<string>;
  call_media: Generated<string | null>;
  call_outcome: Generated<string | null>;
  call_started_at: Generated<string | null>;
  call_duration_s: Generated<number | null>;
  call_end_reason: Generated<string | null>;
}

/** How far one member has read one conversation. */
export interface ChatReadTable {
  conversation_id: number;
  user_id: number;
  up_to: number;
  seen_at: string;
}

/** One member blocked another: everything stops both ways. */
export interface BlockTable {
  id: Generated<number>;
  blocker_id: number;
  blocked_id: number;
  blocked_at: string;
}

/** A member's saved profiles: the 'Shortlisted' list. */
export interface ShortlistTable {
  user_id: number;
  profile_id: number;
  created_at: string;
}

/** A member's saved search (docs/decisions/0051): named criteria, and what its alerts have found. */
export interface SavedSearchTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The name as compared (lower case, spaces tidied): unique per member. */
  name_key: string;
  /** The criteria as search's schema gave them (JSON, without the page). */
  criteria: string;
  /** 1 while the morning mail tells of profiles newly found. */
  alerts: Generated<FlagColumn>;
  /** 1 while saved_search_seen lists every profile found; 0 for a search that finds too many to list. */
  seen_listed: Generated<FlagColumn>;
  /** The highest member id looked at: a member not listed at or below it counts as seen only while seen_listed is 0. */
  seen_through_id: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A profile a saved search has already found (at its saving, or at a digest). */
export interface SavedSearchSeenTable {
  saved_search_id: number;
  user_id: number;
}

/**
 * Reports of a profile and grievances, one queue. `kind` is 'report' or 'grievance';
 * `status` one of REPORT_STATUSES (packages/shared/src/trust.ts). The reporter and the reported
 * member become null when that member is erased; the evidence stays, with its reason.
 */
export interface ReportTable {
  id: Generated<number>;
  /** What the member quotes: 'R-' or 'G-' and eight characters (unique). */
  reference: string;
  kind: 'report' | 'grievance';
  reporter_id: number | null;
  reported_id: number | null;
  /** A REPORT_REASONS value, or a GRIEVANCE_SUBJECTS value for a grievance. */
  reason: string;
  note: string | null;
  /** FileStorage key of a screenshot (under `evidence/`): shown to operators only. */
  evidence_key: string | null;
  /** A grievance's sender when not signed in (a member's own otherwise). */
  contact_name: string | null;
  contact_email: string | null;
  /** The language the reporter wrote in: their acknowledgement and outcome mails use it. */
  locale: string | null;
  status: Generated<string>;
  /** What the operator tells the reporter about the outcome. */
  outcome_note: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/** Every operator action: who, what, when, why. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  /** An AUDIT_ACTIONS value (packages/shared/src/trust.ts). */
  action: string;
  target_user_id: number | null;
  /** Another object acted on: a report's reference, an order id. */
  target_ref: string | null;
  reason: string;
  /** JSON, for what the action needs beyond the above. */
  details: string | null;
  created_at: string;
}

/**
 * One uploaded government ID. The file is in private storage until an operator
 * decides, then deleted (`storage_key` null). Never the document's number: only its type.
 */
export interface IdVerificationTable {
  id: Generated<number>;
  user_id: number;
  /** An ID_DOCUMENT_TYPES value. */
  document_type: string;
  storage_key: string | null;
  mime_type: string;
  /** An ID_VERIFICATION_STATUSES value. */
  status: Generated<string>;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

/**
 * A mail waiting to be sent, being sent, sent or given up (docs/decisions/0028).
 * A sent row keeps only its envelope (the bodies are blanked: an OTP mail holds a code) and is
 * deleted after a few days; a given-up row keeps its bodies for 30 days.
 */
/** A code sent by text message to prove a mobile number (docs/decisions/0048-text-messages-queued.md). */
export interface MobileCodeTable {
  id: Generated<number>;
  user_id: number;
  /** The ten digits the code was sent to: it proves this number only. */
  phone: string;
  /** 'verify': the member's own number. */
  purpose: string;
  /** SHA-256 of salt and code. */
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  /** Set when the code is used, burnt by wrong tries, or replaced by a newer one. */
  consumed_at: string | null;
}

/** What the outbound queue carries (docs/decisions/0080-one-outbound-queue.md). */
export type OutboundChannel = 'mail' | 'sms';

/**
 * A mail or a text message waiting to be sent, or sent (docs/decisions/0028, 0048, 0080): one
 * queue, one retry rule and one delivery loop for both.
 */
export interface OutboundTable {
  id: Generated<number>;
  channel: OutboundChannel;
  /** The member the message is about, when the sender knows it (lost rows are listed by it). */
  member_id: number | null;
  /** An e-mail address, or ten digits without +91. */
  recipient: string;
  /** A mail's subject, kept with the envelope after the body is blanked; null for a text. */
  subject: string | null;
  /** The message as JSON (lib/outbound/outbound-channels.ts); '' once sent, or given up where it held a code. */
  payload: string;
  attempts: Generated<number>;
  /** When the next attempt is due; null once sent or given up. */
  next_attempt_at: string | null;
  /** When a process took the row to send it; null when nobody holds it. */
  claimed_at: string | null;
  /** The process holding it (AppContext.processId). */
  claimed_by: string | null;
  last_error: string | null;
  sent_at: string | null;
  failed_at: string | null;
  /** After this it is not worth sending: a mail a day after it was written, a text when its code expires. */
  expires_at: string;
  created_at: string;
}

/**
 * A one-time code or reset link asked for, or an OTP tried, for one e-mail address; kept 24
 * hours for the per-address ceilings (docs/decisions/0037).
 */
/**
 * The second step of a sign-in or reset by text for a number not proven lately: a code mailed to
 * the account (docs/decisions/0055), checked with the opaque token the browser holds.
 */
export interface EmailStepCodeTable {
  id: Generated<number>;
  user_id: number;
  /** 'sign_in' or 'reset'. */
  purpose: string;
  /** The number the texted code proved: the step finishes only while the account still has it verified. */
  phone: string;
  /** SHA-256 of the step token. */
  token_hash: string;
  /** SHA-256 of salt and code. */
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** One mail after a sign-in or a reset by texted code; its "Not you?" link works once, until `expires_at`. */
export interface SignInAlertTable {
  id: Generated<number>;
  user_id: number;
  /** 'sign_in' or 'reset'. */
  kind: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CodeEventTable {
  id: Generated<number>;
  /** SHA-256 of the lower-cased e-mail address. */
  address_hash: string;
  /** A CODE_EVENT_KINDS value: 'otp_sent', 'otp_try' or 'reset_sent'. */
  kind: string;
  created_at: string;
}

/** A co-manager's own sign-in (docs/decisions/0073-family-co-managers.md): not a member, no users row. */
export interface ManagerLoginTable {
  id: Generated<number>;
  /** Lower-cased; unique among logins, and never a member's address. */
  email: string;
  name: string;
  password_hash: string;
  locale: string | null;
  /** The profile the last session acted for: where the next sign-in lands. */
  last_profile_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A login managing a profile: its relation and what the holder allows it (0/1 each). */
export interface FamilyManagerTable {
  id: Generated<number>;
  profile_id: number;
  manager_id: number;
  /** A FAMILY_RELATIONS value. */
  relation: string;
  can_edit: FlagColumn;
  can_interests: FlagColumn;
  can_chat: FlagColumn;
  can_plans: FlagColumn;
  /** Whether the profile's mails go to this co-manager too. */
  mail_on: Generated<FlagColumn>;
  joined_at: string;
}

/** An invitation to manage a profile; open while neither accepted nor cancelled, until `expires_at`. */
export interface FamilyInvitationTable {
  id: Generated<number>;
  profile_id: number;
  /** Lower-cased. */
  email: string;
  relation: string;
  can_edit: FlagColumn;
  can_interests: FlagColumn;
  can_chat: FlagColumn;
  can_plans: FlagColumn;
  /** SHA-256 of the link's token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  cancelled_at: string | null;
  accepted_at: string | null;
}

/**
 * One act of a profile's people, for the family's activity list (docs/decisions/0074): who (the
 * holder when `actor_relation` is null), what, and about whom or what.
 */
export interface FamilyActivityTable {
  id: Generated<number>;
  profile_id: number;
  at: string;
  /** The co-manager's login; null for the holder, and once that login is gone. */
  actor_manager_id: number | null;
  /** The co-manager's name and relation as they were at the act; null for the holder. */
  actor_name: string | null;
  actor_relation: string | null;
  /** A FAMILY_ACTIVITY_ACTIONS value. */
  action: string;
  /** The other member of an interest or a conversation. */
  subject_user_id: number | null;
  /** A name the act keeps: the co-manager joined or removed. */
  subject_name: string | null;
  /** The section saved, the plan bought, the answer given, the removed co-manager's relation. */
  detail: string | null;
  /** One line stands for many acts with this key (a day's messages in one conversation). */
  dedupe_key: string | null;
}

/**
 * The open hand-over of a profile to its candidate (docs/decisions/0075-candidate-takes-over-the-profile.md): one per profile, its
 * code mailed to the candidate's login address and stored as a salted hash.
 */
/** The candidate's own request to take over a profile, waiting until `ready_at` (0075). */
export interface FamilyTakeoverAskTable {
  id: Generated<number>;
  profile_id: number;
  /** The candidate's login. */
  manager_id: number;
  asked_at: string;
  ready_at: string;
}

export interface FamilyHandoverTable {
  id: Generated<number>;
  profile_id: number;
  /** The candidate's login (a co-manager whose relation is Candidate). */
  manager_id: number;
  /** 'holder' or 'candidate': who started it. */
  started_by: string;
  /** Who the holder is to the candidate, when the holder said it (a FAMILY_RELATIONS value). */
  holder_relation: string | null;
  /** SHA-256 of salt and code. */
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
}

/** A running web or worker process and its heartbeat (migration 0039; docs/operations.md, "The heartbeat"). */
export interface ProcessTable {
  /** A random UUID per process start (AppContext.processId). */
  id: string;
  /** 'web' or 'worker'. */
  role: string;
  host: string;
  pid: number;
  started_at: string;
  beat_at: string;
  /** Set when the process began to stop (a signal): it finishes the work in hand, takes no more. */
  stopping_at: string | null;
}
