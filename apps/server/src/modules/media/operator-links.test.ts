import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin.cli.js';
import { OPERATOR_LINK_S } from '../../lib/media-signer.js';
import { ENGINES } from '../../test/databases.js';
import { bearer, freshAddress, postAs, verifiedMember, type Registered } from '../../test/members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { uploadTestImage } from '../../test/uploads.js';

/**
 * The console's photo links (docs/decisions/0057): they name the operator they were handed to,
 * last at most 10 minutes, open only while that operator is one, are never a member's grant (nor a
 * member's grant theirs), and every opening is in the audit log.
 */
describe.each(ENGINES)('operators’ photo links on %s', (engine) => {
  let t: TestApp;
  let operator: Registered;
  let colleague: Registered;
  let owner: Registered;
  let photoId: number;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    operator = await verifiedMember(t.app, { name: 'Operator Oviya' });
    colleague = await verifiedMember(t.app, { name: 'Operator Kumar' });
    for (const who of [operator, colleague]) await runAdminCommand(['create', who.details.email], t.app.ctx.db);
    owner = await verifiedMember(t.app, { name: 'Locked Lalitha' });
    await uploadTestImage(t.app, owner);
    // Photos locked: no member's link opens them, an operator's still does.
    await t.app.ctx.db.updateTable('users').set({ photos_visibility: 1 }).where('id', '=', owner.userId).execute();
    photoId = (
      await t.app.ctx.db.selectFrom('user_images').select('id').where('user_id', '=', owner.userId).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  const open = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: freshAddress() });
  /** The console's photo list, as `who` is handed it: the owner's photo's links. */
  const consoleLinks = async (who: Registered) => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/admin/photos?filter=all',
      headers: bearer(who.token),
      remoteAddress: freshAddress(),
    });
    expect(r.statusCode, r.body).toBe(200);
    const item = (r.json().data as { id: number; thumbnail: string; full: string }[]).find((p) => p.id === photoId)!;
    return item;
  };
  const views = () =>
    t.app.ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'photo_viewed')
      .where('target_ref', '=', `photo ${photoId}`)
      .orderBy('id')
      .execute();
  const params = (url: string) => new URL(url, 'http://x').searchParams;
  const withParams = (url: string, changes: Record<string, string | null>) => {
    const link = new URL(url, 'http://x');
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) link.searchParams.delete(key);
      else link.searchParams.set(key, value);
    }
    return `${link.pathname}?${link.searchParams}`;
  };

  it('names the operator, lasts at most 10 minutes, opens a locked photo and audits every opening', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { thumbnail, full } = await consoleLinks(operator);
    for (const link of [thumbnail, full]) {
      expect(params(link).get('a')).toBe('op');
      expect(params(link).get('u')).toBe(String(operator.userId));
      const expires = Number(params(link).get('e'));
      expect(expires - before).toBeLessThanOrEqual(OPERATOR_LINK_S + 1);
      expect(expires - before).toBeGreaterThan(OPERATOR_LINK_S - 60);
    }
    const seen = (await views()).length;
    const first = await open(full);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(Number(/max-age=(\d+)/.exec(String(first.headers['cache-control']))?.[1])).toBeLessThanOrEqual(OPERATOR_LINK_S);
    expect((await open(full)).statusCode).toBe(200);
    expect((await open(thumbnail)).statusCode).toBe(200);
    const entries = (await views()).slice(seen);
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_id: operator.userId, target_user_id: owner.userId, reason: '' });
    }
    expect(entries.map((e) => JSON.parse(e.details!).variant)).toEqual(['full', 'full', 'thumb']);

    // The console's audit tab shows who looked at whose photo.
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?q=${encodeURIComponent(`photo ${photoId}`)}`,
      headers: bearer(colleague.token),
      remoteAddress: freshAddress(),
    });
    expect(audit.json().data[0]).toMatchObject({
      action: 'photo_viewed',
      actor_name: 'Operator Oviya',
      target_name: 'Locked Lalitha',
      target_ref: `photo ${photoId}`,
      search: null,
    });
  });

  it('is not a member’s grant, and a member’s grant is not an operator’s: anything changed is a 404, unaudited', async () => {
    const { full } = await consoleLinks(operator);
    const seen = (await views()).length;
    // As the owner's grant, or named for someone else.
    expect((await open(withParams(full, { a: 'o', u: null }))).statusCode).toBe(404);
    expect((await open(withParams(full, { a: 'p' }))).statusCode).toBe(404);
    expect((await open(withParams(full, { a: 'a' }))).statusCode).toBe(404);
    expect((await open(withParams(full, { u: String(colleague.userId) }))).statusCode).toBe(404);
    expect((await open(withParams(full, { u: String(owner.userId) }))).statusCode).toBe(404);
    // Longer than it was signed for.
    expect((await open(withParams(full, { e: String(Number(params(full).get('e')) + 3600) }))).statusCode).toBe(404);

    // The owner's own link, turned into an operator's, opens nothing; as it was, it opens (not audited).
    const me = await postAs(t.app, owner.token, '/api/getLoggedInUserProfile');
    const own = (me.json().user_images as { file_path: string }[])[0]!.file_path;
    expect(params(own).get('a')).toBe('o');
    expect((await open(withParams(own, { a: 'op', u: String(operator.userId) }))).statusCode).toBe(404);
    expect((await open(own)).statusCode).toBe(200);
    expect(await views()).toHaveLength(seen);
  });

  it('opens nothing past its 10 minutes, nor when signed to live longer', async () => {
    const elevenMinutesAgo = new Date(Date.now() - 11 * 60 * 1000);
    const stale = t.app.ctx.media.operatorUrl({ id: photoId, variant: 'thumb', operator: operator.userId }, elevenMinutesAgo);
    expect((await open(stale)).statusCode).toBe(404);
    // A link signed with the right key but an expiry beyond 10 minutes from now is refused too.
    const key = await t.app.ctx.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'media-signing-key')
      .executeTakeFirstOrThrow();
    const signedFor = (seconds: number) => {
      const expires = Math.floor(Date.now() / 1000) + seconds;
      const signature = createHmac('sha256', Buffer.from(key.value, 'base64'))
        .update(`photos:${photoId}:thumb:op:${expires}:${operator.userId}`)
        .digest('base64url');
      return `/api/media/photos/${photoId}/thumb?a=op&u=${operator.userId}&e=${expires}&s=${signature}`;
    };
    expect((await open(signedFor(3 * 60 * 60))).statusCode).toBe(404);
    // The same signing, with an honest expiry, opens: the refusal above is the lifetime's.
    expect((await open(signedFor(5 * 60))).statusCode).toBe(200);
  });

  it('opens nothing once its operator is no longer one: role removed, or suspended', async () => {
    const { full } = await consoleLinks(colleague);
    expect((await open(full)).statusCode).toBe(200);
    const seen = (await views()).length;
    await runAdminCommand(['remove', colleague.details.email], t.app.ctx.db);
    expect((await open(full)).statusCode).toBe(404);
    await runAdminCommand(['create', colleague.details.email], t.app.ctx.db);
    expect((await open(full)).statusCode).toBe(200);
    await t.app.ctx.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString(), suspension_reason: 'test' })
      .where('id', '=', colleague.userId)
      .execute();
    expect((await open(full)).statusCode).toBe(404);
    // Only the one opening while an operator was recorded.
    expect(await views()).toHaveLength(seen + 1);
  });
});
