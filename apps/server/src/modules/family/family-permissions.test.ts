import { describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/databases.js';
import { addCoManager, type CoManager } from '../../test/family.js';
import { bearer, freshAddress, verifiedMember, type Registered } from '../../test/members.js';
import { suiteApp } from '../../test/suite-app.js';
import { FAMILY_NEEDS, type FamilyNeed } from '../entitlements/family.policy.js';

const NONE = { edit: false, interests: false, chat: false, plans: false };
const ALL = { edit: true, interests: true, chat: true, plans: true };

/** One route per need, called with a body the check comes before (preValidation). */
const ROUTES_BY_NEED: Record<Exclude<FamilyNeed, 'read'>, Array<[method: 'GET' | 'POST', url: string]>> = {
  // updateUser needs only 'read': a co-manager's language is theirs, and the service judges the
  // profile's switches (family-logins.test.ts).
  edit: [
    ['POST', '/api/updateProfile'],
    ['POST', '/api/profile/name'],
    ['POST', '/api/deletePicture'],
  ],
  interests: [
    ['POST', '/api/sendInterest'],
    ['POST', '/api/updateInterest'],
    ['POST', '/api/shortlist'],
  ],
  chat: [
    ['GET', '/api/chat/conversations'],
    ['POST', '/api/chat/open'],
  ],
  plans: [
    ['POST', '/api/payment/initiate'],
    ['POST', '/api/payment-status'],
  ],
  holder: [
    ['POST', '/api/change-password'],
    ['POST', '/api/mobile/send-code'],
    ['GET', '/api/my-data'],
    ['POST', '/api/account/delete'],
    ['POST', '/api/account/hide'],
    ['GET', '/api/family'],
    ['POST', '/api/family/invite'],
    ['POST', '/api/id-verification'],
    ['GET', '/api/admin/queue'],
  ],
};

const READ_ROUTES: Array<[method: 'GET' | 'POST', url: string]> = [
  ['POST', '/api/getLoggedInUserProfile'],
  ['GET', '/api/interest-states'],
  ['GET', '/api/shortlist/ids'],
  ['GET', '/api/blocks'],
  ['GET', '/api/payments'],
  ['GET', '/api/reports'],
  ['GET', '/api/viewers'],
];

/** The error code of an answer, if it is a JSON error (the data export answers a zip). */
async function refusalCode(answer: { headers: Record<string, unknown>; json(): { code?: string } }) {
  return String(answer.headers['content-type']).startsWith('application/json') ? answer.json().code : undefined;
}

// What a co-manager may do is decided in one place (modules/entitlements/family.policy.ts) and
// declared by every member route (docs/decisions/0073-family-co-managers.md).
describe.each(ENGINES)('co-managers’ permissions on %s', (engine) => {
  const t = suiteApp({ engine });
  let holder: Registered;
  let none: CoManager;
  let all: CoManager;

  const call = (token: string, [method, url]: [string, string], locale = 'en') =>
    t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { ...bearer(token), 'accept-language': locale },
      ...(method === 'POST' ? { payload: {} } : {}),
      remoteAddress: freshAddress(),
    });

  it('has every route that admits members declare what it needs of whoever acts', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; 'x-family-need'?: string }>>;
    };
    const undeclared: string[] = [];
    let declared = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const sessionOnly =
          (operation.security ?? []).some((s) => 'sessionToken' in s) &&
          !(operation.security ?? []).some((s) => !Object.keys(s).length);
        const need = operation['x-family-need'];
        if (need !== undefined) declared += 1;
        // A route that needs a session and says nothing, or says it forgot, fails here. verify-otp
        // admits a visitor too (its token is the mailed code's), and the socket checks its hello.
        const exempt = path === '/api/chat/ws' || path === '/api/verify-otp';
        if (sessionOnly && !exempt && !(FAMILY_NEEDS as readonly string[]).includes(need ?? '')) {
          undeclared.push(`${method.toUpperCase()} ${path}: ${need ?? 'no x-family-need'}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    expect(declared).toBeGreaterThan(50);
  });

  it('sets up a holder and two co-managers, one allowed nothing, one everything', async () => {
    holder = await verifiedMember(t.app, { name: 'Priya Natarajan' });
    none = await addCoManager(t.app, holder, { relation: 'Father', permissions: NONE });
    all = await addCoManager(t.app, holder, { relation: 'Mother', permissions: ALL });
  });

  it.each(['edit', 'interests', 'chat', 'plans'] as const)('admits a co-manager to %s only when allowed', async (need) => {
    for (const route of ROUTES_BY_NEED[need]) {
      const refused = await call(none.token, route);
      expect(refused.statusCode, `${route[1]} without ${need}`).toBe(403);
      expect(refused.json().code).toBe('family_permission');
      expect(refused.json().message).toContain('a co-manager they allow to');
      expect(await refusalCode(await call(all.token, route)), `${route[1]} with ${need}`).not.toBe('family_permission');
    }
  });

  it('keeps what is the holder’s own to the holder, whatever a co-manager is allowed', async () => {
    for (const route of ROUTES_BY_NEED.holder) {
      const refused = await call(all.token, route);
      expect(refused.statusCode, route[1]).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'family_permission',
        message: 'Only the holder of the profile (the account that registered it) can do this.',
      });
      expect(await refusalCode(await call(holder.token, route)), route[1]).not.toBe('family_permission');
    }
    // Said in the co-manager's own language, not the holder's.
    await t.app.ctx.db.updateTable('manager_logins').set({ locale: 'ta' }).where('id', '=', all.managerId).execute();
    const tamil = await call(all.token, ['POST', '/api/change-password'], 'en');
    expect(tamil.json().message).toContain('பதிவு செய்த கணக்கு மட்டுமே');
  });

  it('lets every co-manager read, and sign out', async () => {
    for (const route of READ_ROUTES) {
      const answer = await call(none.token, route);
      expect(answer.statusCode, `${route[1]}: ${answer.body}`).toBe(200);
    }
    const matches = await t.app.inject({
      method: 'POST',
      url: '/api/loggedInSearch',
      headers: bearer(none.token),
      payload: {},
    });
    expect(matches.json().code).not.toBe('family_permission');
    const signedOut = await call(none.token, ['POST', '/api/logout']);
    expect(signedOut.statusCode).toBe(200);
    expect((await call(none.token, ['POST', '/api/getLoggedInUserProfile'])).statusCode).toBe(401);
  });

  it('counts a permission taken away at the next request', async () => {
    const route: [string, string] = ['GET', '/api/chat/conversations'];
    expect((await call(all.token, route)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/family/managers/${all.linkId}`,
      headers: bearer(holder.token),
      payload: { permissions: { chat: false } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(all.token, route)).json().code).toBe('family_permission');
  });
});
