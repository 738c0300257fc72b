import { describe, expect, it } from 'vitest';
import { ceilingVerdict } from './code-ceilings.repository.js';
import { retryAtParam } from './code-ceilings.service.js';

const at = (iso: string) => new Date(iso);
const rule = { max: 3, windowMs: 24 * 60 * 60 * 1000, cooldownMs: 30_000 };
const now = at('2026-03-05T12:00:00.000Z');

describe('the ceiling on one address', () => {
  it('allows under the ceiling and after the cooldown', () => {
    expect(ceilingVerdict([], rule, now)).toEqual({ allowed: true });
    expect(ceilingVerdict([at('2026-03-05T11:59:29.000Z')], rule, now)).toEqual({ allowed: true });
  });

  it('refuses within the cooldown of the newest, until it ends', () => {
    expect(ceilingVerdict([at('2026-03-05T11:59:50.000Z'), at('2026-03-05T09:00:00.000Z')], rule, now)).toEqual({
      allowed: false,
      reason: 'cooldown',
      retryAt: at('2026-03-05T12:00:20.000Z'),
    });
  });

  it('refuses at the ceiling until the oldest counted one leaves the window, even within the cooldown', () => {
    const newest = [at('2026-03-05T11:59:50.000Z'), at('2026-03-05T10:00:00.000Z'), at('2026-03-04T18:30:00.000Z')];
    expect(ceilingVerdict(newest, rule, now)).toEqual({
      allowed: false,
      reason: 'ceiling',
      retryAt: at('2026-03-05T18:30:00.000Z'),
    });
  });

  it('names the time rounded up to the minute, since the text shows no seconds', () => {
    expect(retryAtParam(at('2026-03-05T18:30:00.000Z'))).toBe('2026-03-05T18:30:00.000Z');
    expect(retryAtParam(at('2026-03-05T18:30:00.001Z'))).toBe('2026-03-05T18:31:00.000Z');
  });
});
