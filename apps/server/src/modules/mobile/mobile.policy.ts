import { NUMBER_PROOF_DAYS } from '@inai/shared';

const PROOF_MS = NUMBER_PROOF_DAYS * 24 * 60 * 60 * 1000;

/**
 * Whether a texted code alone may no longer sign in to (or reset) the account: its number was not
 * proven by a code in the last 90 days, or never (a number verified before proofs were recorded
 * counts from its verification). Operators give a number to someone else after about 90 days of
 * disuse (docs/decisions/0055).
 */
export function numberNeedsEmail(user: { phone_proven_at: string | null; phone_verified_at: string | null }, now: Date): boolean {
  const proven = user.phone_proven_at ?? user.phone_verified_at;
  return proven === null || now.getTime() - new Date(proven).getTime() > PROOF_MS;
}
