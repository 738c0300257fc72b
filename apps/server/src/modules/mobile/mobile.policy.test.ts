import { describe, expect, it } from 'vitest';
import { numberNeedsEmail } from './mobile.policy.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T06:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY).toISOString();

describe('whether a texted code alone still opens the account', () => {
  it('does for a number proven in the last 90 days', () => {
    expect(numberNeedsEmail({ phone_proven_at: ago(1), phone_verified_at: ago(400) }, now)).toBe(false);
    expect(numberNeedsEmail({ phone_proven_at: ago(90), phone_verified_at: ago(400) }, now)).toBe(false);
  });

  it('does not once the last proof is older, or there was none', () => {
    expect(
      numberNeedsEmail(
        { phone_proven_at: new Date(now.getTime() - 90 * DAY - 1).toISOString(), phone_verified_at: ago(400) },
        now,
      ),
    ).toBe(true);
    expect(numberNeedsEmail({ phone_proven_at: null, phone_verified_at: null }, now)).toBe(true);
  });

  it('counts a number verified before proofs were recorded from its verification', () => {
    expect(numberNeedsEmail({ phone_proven_at: null, phone_verified_at: ago(10) }, now)).toBe(false);
    expect(numberNeedsEmail({ phone_proven_at: null, phone_verified_at: ago(100) }, now)).toBe(true);
  });
});
