import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { assertMayAct, FAMILY_NEEDS, familyRefusal, mayAct, type Actor } from './family.policy.js';

const manager = (permissions: Partial<Record<'edit' | 'interests' | 'chat' | 'plans', boolean>> = {}): Actor => ({
  kind: 'manager',
  managerId: 1,
  name: 'Lakshmi',
  locale: null,
  relation: 'Mother',
  permissions: { edit: false, interests: false, chat: false, plans: false, ...permissions },
});

describe('who may act on a profile a family manages (docs/decisions/0073-family-co-managers.md)', () => {
  it('lets the holder do everything', () => {
    for (const need of FAMILY_NEEDS) expect(mayAct({ kind: 'holder' }, need)).toBe(true);
  });

  it('lets every co-manager read, and none do what is the holder’s own', () => {
    const all = manager({ edit: true, interests: true, chat: true, plans: true });
    expect(mayAct(manager(), 'read')).toBe(true);
    expect(mayAct(all, 'holder')).toBe(false);
  });

  it.each(['edit', 'interests', 'chat', 'plans'] as const)(
    'gives a co-manager %s only when allowed, and nothing else with it',
    (need) => {
      expect(mayAct(manager(), need)).toBe(false);
      const allowed = manager({ [need]: true });
      expect(mayAct(allowed, need)).toBe(true);
      for (const other of ['edit', 'interests', 'chat', 'plans'] as const) {
        if (other !== need) expect(mayAct(allowed, other)).toBe(false);
      }
    },
  );

  it('refuses with family_permission, its message naming who may', () => {
    const refusal = familyRefusal('chat');
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.statusCode).toBe(403);
    expect(refusal.code).toBe('family_permission');
    expect(refusal.messageRef).toContain('family.permission.chat');
    expect(() => assertMayAct(manager(), 'holder')).toThrow(AppError);
    expect(() => assertMayAct(manager(), 'read')).not.toThrow();
  });
});
