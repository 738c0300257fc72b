import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundSettled } from '../../lib/background.js';
import { ENGINES } from '../../test/databases.js';
import { appWithFakeMsg91, MSG91_TEMPLATE_ID, MSG91_TEMPLATE_ID_TA, type FakeMsg91 } from '../../test/fake-msg91.js';
import { bearer, freshAddress, verifiedMember, type Registered } from '../../test/members.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Texted codes in the member's language (docs/decisions/0070): with MSG91_TEMPLATE_ID_TA set, a
 * member whose language is Tamil gets the Tamil DLT template, on every path a code is texted;
 * without it, the English template serves everyone.
 */
describe.each(ENGINES)('texted codes in the language of the account on %s', (engine) => {
  let fake: FakeMsg91;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeMsg91(engine, { MSG91_TEMPLATE_ID_TA }));
  });
  afterAll(async () => close());

  const post = (url: string, payload?: object, member?: Registered) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: freshAddress(),
      ...(member ? { headers: bearer(member.token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const textsTo = (phone: string) => fake.accepted.filter((m) => m.mobiles === `91${phone}`);

  it('texts a Tamil member with the Tamil template and an English member with the English one', async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const english = await verifiedMember(t.app, { locale: 'en' });
    expect((await post('/api/mobile/send-code', undefined, tamil)).statusCode).toBe(200);
    expect((await post('/api/mobile/send-code', undefined, english)).statusCode).toBe(200);
    expect(textsTo(tamil.details.phone).map((m) => m.template)).toEqual([MSG91_TEMPLATE_ID_TA]);
    expect(textsTo(english.details.phone).map((m) => m.template)).toEqual([MSG91_TEMPLATE_ID]);
  });

  it("signs in by text in the account's language, whatever the language of the page that asked", async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    await t.app.ctx.db
      .updateTable('users')
      .set({ phone_verified_at: new Date().toISOString() })
      .where('id', '=', tamil.userId)
      .execute();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/login/mobile-code',
      payload: { phone: tamil.details.phone },
      headers: { 'accept-language': 'en-IN' },
      remoteAddress: freshAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await backgroundSettled();
    expect(textsTo(tamil.details.phone).map((m) => m.template)).toEqual([MSG91_TEMPLATE_ID_TA]);
  });
});

describe('texted codes without a Tamil template', () => {
  let fake: FakeMsg91;
  let t: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await appWithFakeMsg91('sqlite'));
  });
  afterAll(async () => close());

  it('sends the English template to a Tamil member too', async () => {
    const tamil = await verifiedMember(t.app, { locale: 'ta' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/send-code',
      headers: bearer(tamil.token),
      remoteAddress: freshAddress(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(fake.accepted.filter((m) => m.mobiles === `91${tamil.details.phone}`).map((m) => m.template)).toEqual([
      MSG91_TEMPLATE_ID,
    ]);
  });
});
