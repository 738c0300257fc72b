import type { AdminAuditAnswer, AuditedSearchList } from '@inai/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SEARCH_AUDIT_RULES, searchTerm } from './search-audit.service.js';

describe('how a console search is kept in the audit log', () => {
  it('masks an e-mail to the first letters and the domain’s ending', () => {
    expect(searchTerm(' Priya.Raman@Gmail.com ')).toEqual({
      kind: 'email',
      normalized: 'priya.raman@gmail.com',
      shown: 'p…@g….com',
    });
    expect(searchTerm('@gmail')).toMatchObject({ kind: 'email', shown: '@g…' });
  });

  it('keeps the last three digits of a phone number, however it is written', () => {
    for (const written of ['9876543210', '+91 98765 43210', '098765-43210', '(98765) 43210']) {
      expect(searchTerm(written)).toEqual({ kind: 'phone', normalized: '9876543210', shown: '•••••••210' });
    }
    expect(searchTerm('5432100')).toEqual({ kind: 'phone', normalized: '5432100', shown: '••••100' });
  });

  it('keeps a short number (a member id) whole, and of other text its first letter and length', () => {
    expect(searchTerm('4821')).toEqual({ kind: 'number', normalized: '4821', shown: '4821' });
    expect(searchTerm('Meena  Sundaram')).toEqual({ kind: 'text', normalized: 'meena sundaram', shown: 'M… (15)' });
    // Tamil letters are counted as a reader sees them, not as code points.
    expect(searchTerm('மீனா')).toEqual({ kind: 'text', normalized: 'மீனா', shown: 'மீ… (2)' });
  });
});

describe.each(ENGINES)('operators’ searches in the audit log on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let colleague: Registered;
  let member: Registered;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    colleague = await verifiedMember(t.app, { name: 'Operator Kumar' });
    for (const who of [operator, colleague]) await runAdminCommand(['create', who.details.email], t.app.ctx.db);
    member = await verifiedMember(t.app, { name: 'Searched Selvi' });
  });
  afterAll(async () => t.close());

  const get = (url: string, who: Registered = operator) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who.token), remoteAddress: freshAddress() });
  const searches = () =>
    t.app.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'member_searched').orderBy('id').execute();
  const q = (term: string) => encodeURIComponent(term);

  it('records a member search by e-mail: who, which list, the kind, a masked term and how many it found, never the address', async () => {
    const before = (await searches()).length;
    const found = await get(`/api/admin/members?q=${q(member.details.email)}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toHaveLength(1);
    const [entry] = (await searches()).slice(before);
    expect(entry).toMatchObject({ actor_id: operator.userId, target_user_id: null, reason: '' });
    expect(entry!.target_ref).toBe(searchTerm(member.details.email).shown);
    expect(JSON.parse(entry!.details!)).toMatchObject({ list: 'members', kind: 'email', results: 1 });
    expect(JSON.stringify(entry)).not.toContain(member.details.email);
    expect(JSON.stringify(entry)).not.toContain(member.details.email.split('@')[0]);
  });

  it('records a phone search with the last three digits only, and nothing for an empty search', async () => {
    const before = (await searches()).length;
    expect((await get(`/api/admin/members?q=${q(member.details.phone)}`)).json().data).toHaveLength(1);
    expect((await get('/api/admin/members?q=')).statusCode).toBe(200);
    const added = (await searches()).slice(before);
    expect(added).toHaveLength(1);
    expect(added[0]!.target_ref).toBe(`•••••••${member.details.phone.slice(-3)}`);
    expect(JSON.parse(added[0]!.details!)).toMatchObject({ kind: 'phone' });
    const log = JSON.stringify(await t.app.ctx.db.selectFrom('audit_log').selectAll().execute());
    expect(log).not.toContain(member.details.phone);
  });

  it('records the same search once in 10 minutes (its pages, a refetch), then again', async () => {
    const term = `Searched Selvi`;
    const before = (await searches()).length;
    await get(`/api/admin/members?q=${q(term)}`);
    await get(`/api/admin/members?q=${q(term.toLowerCase())}`);
    // Another operator's same search is theirs to answer for.
    await get(`/api/admin/members?q=${q(term)}`, colleague);
    // The same words in another list are another search.
    await get(`/api/admin/photos?filter=all&q=${q(term)}`);
    await get(`/api/admin/photos?filter=all&q=${q(term)}&page=2`);
    let added = (await searches()).slice(before);
    expect(added.map((e) => [e.actor_id, JSON.parse(e.details!).list])).toEqual([
      [operator.userId, 'members'],
      [colleague.userId, 'members'],
      [operator.userId, 'photos'],
    ]);
    // Ten minutes on, the same search is recorded again.
    await t.app.ctx.db
      .updateTable('audit_log')
      .set({ created_at: new Date(Date.now() - SEARCH_AUDIT_RULES.repeatWithinMs - 1000).toISOString() })
      .where(
        'id',
        'in',
        added.map((e) => e.id),
      )
      .execute();
    await get(`/api/admin/members?q=${q(term)}`);
    added = (await searches()).slice(before);
    expect(added).toHaveLength(4);
  });

  it('records a search once when the same list is fetched several times at once', async () => {
    const before = (await searches()).length;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => get(`/api/admin/photos?filter=all&q=${q(member.details.phone)}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const added = (await searches()).slice(before);
    expect(added.map((e) => [e.actor_id, JSON.parse(e.details!).list, e.target_ref])).toEqual([
      [operator.userId, 'photos', searchTerm(member.details.phone).shown],
    ]);
  });

  it('records a search in every console list that has a search box', async () => {
    const urls: Record<AuditedSearchList, string> = {
      queue: '/api/admin/queue?q=',
      members: '/api/admin/members?q=',
      ids: '/api/admin/id-verifications?q=',
      photos: '/api/admin/photos?q=',
      payments: '/api/admin/payments?q=',
      enquiries: '/api/admin/enquiries?q=',
      audit: '/api/admin/audit?q=',
    };
    const term = `every-list-${engine}@example.com`;
    const before = (await searches()).length;
    for (const url of Object.values(urls)) {
      const r = await get(`${url}${q(term)}`);
      expect(r.statusCode, `${url}: ${r.body}`).toBe(200);
    }
    const added = (await searches()).slice(before);
    expect(added.map((e) => JSON.parse(e.details!).list)).toEqual(Object.keys(urls));
    expect(JSON.stringify(added)).not.toContain(term);
  });

  it('shows a search in the audit tab, found again by its very term, and refuses members', async () => {
    const term = member.details.email;
    const audit = await get(`/api/admin/audit?q=${q(term)}`, colleague);
    expect(audit.statusCode).toBe(200);
    const body = audit.json<AdminAuditAnswer>();
    // The log keeps no address, yet the address finds the searches for it (by its digest).
    const mine = body.data.find((e) => e.action === 'member_searched' && e.actor_id === operator.userId);
    expect(mine).toMatchObject({
      actor_name: 'Operator Oviya',
      target_ref: searchTerm(term).shown,
      target_user_id: null,
      search: { list: 'members', kind: 'email', results: 1 },
    });
    expect(audit.body).not.toContain(term);
    const other = await get(`/api/admin/audit?q=${q('nobody-searched-this@example.com')}`, colleague);
    expect(
      other.json<AdminAuditAnswer>().data.filter((e) => e.action === 'member_searched' && e.actor_id === operator.userId),
    ).toEqual([]);

    const before = (await searches()).length;
    expect((await get(`/api/admin/members?q=${q(term)}`, member)).statusCode).toBe(403);
    expect(await searches()).toHaveLength(before);
  });
});
