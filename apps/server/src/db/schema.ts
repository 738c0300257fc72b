import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Times are ISO-8601 UTC text on both engines
 * (see docs/decisions/0002-portable-schema.md).
 */
export interface Database {
  enquiries: EnquiryTable;
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
