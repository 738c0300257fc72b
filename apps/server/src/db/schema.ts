import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Times are ISO-8601 UTC text on both engines
 * (see docs/decisions/0002-portable-schema.md).
 */
export interface Database {
  enquiries: EnquiryTable;
  users: UserTable;
  sessions: SessionTable;
  otp_codes: OtpCodeTable;
  password_resets: PasswordResetTable;
}

/** 0 or 1: the specification's flags, stored as integers on both engines. */
export type FlagColumn = 0 | 1;

export interface UserTable {
  id: Generated<number>;
  name: string;
  /** Lower-cased. */
  email: string;
  phone: string;
  password_hash: string;
  is_verified: Generated<FlagColumn>;
  premium_user: Generated<FlagColumn>;
  mobile_number_visibility: Generated<FlagColumn>;
  photos_visibility: Generated<FlagColumn>;
  horoscope_visibility: Generated<FlagColumn>;
  created_at: string;
  updated_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
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

export interface EnquiryTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** 'pending' until the mail to support is accepted, then 'sent'; 'failed' if it was refused. */
  mail_status: 'pending' | 'sent' | 'failed';
  created_at: string;
}
