import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMediaSigner, linkExpiry, OPERATOR_LINK_S, type MediaGrant } from './media-signer.js';

const secret = Buffer.from('0123456789abcdef0123456789abcdef');
const signer = createMediaSigner(secret);

/** The grant and signature a link carries, as the media route reads them. */
function parse(link: string): { grant: MediaGrant; signature: string } {
  const url = new URL(link, 'http://x');
  const [, , , kind, id, variant] = url.pathname.split('/');
  const q = url.searchParams;
  return {
    grant: {
      kind: kind as MediaGrant['kind'],
      id: Number(id),
      variant: variant as MediaGrant['variant'],
      audience: q.get('a') as MediaGrant['audience'],
      viewer: q.has('u') ? Number(q.get('u')) : undefined,
      expires: Number(q.get('e')),
    },
    signature: q.get('s')!,
  };
}

describe('media links', () => {
  it("signs a visitor's link as before links named their member, so links already handed out stay valid", () => {
    const link = signer.url({ kind: 'photos', id: 42, variant: 'blurred', audience: 'v' });
    const { grant, signature } = parse(link);
    const expected = createHmac('sha256', secret).update(`photos:42:blurred:v:${linkExpiry()}`).digest('base64url');
    expect(signature).toBe(expected);
    expect(link).not.toContain('u=');
    expect(signer.verify(grant, signature)).toBe(true);
  });

  it('makes a partner link for one named member: another member, or none, breaks it', () => {
    const link = signer.url({ kind: 'photos', id: 42, variant: 'full', audience: 'a', viewer: 7 });
    expect(link).toMatch(/\?a=a&u=7&e=\d+&s=/);
    const { grant, signature } = parse(link);
    // Signed as partner links always were, so those handed out stay valid.
    const expected = createHmac('sha256', secret).update(`photos:42:full:a:${linkExpiry()}:7`).digest('base64url');
    expect(signature).toBe(expected);
    expect(signer.verify(grant, signature)).toBe(true);
    expect(signer.verify({ ...grant, viewer: 8 }, signature)).toBe(false);
    expect(signer.verify({ ...grant, viewer: undefined }, signature)).toBe(false);
    expect(signer.verify({ ...grant, audience: 'p' }, signature)).toBe(false);
    // Links for different members differ, though the file is the same.
    expect(signer.url({ kind: 'photos', id: 42, variant: 'full', audience: 'a', viewer: 8 })).not.toBe(link);
  });

  it("names the member a paying viewer's or a member's blurred link was made for: without or with another, it breaks", () => {
    for (const [audience, variant] of [
      ['p', 'thumb'],
      ['v', 'blurred'],
    ] as const) {
      const link = signer.url({ kind: 'photos', id: 42, variant, audience, viewer: 7 });
      expect(link).toMatch(new RegExp(`\\?a=${audience}&u=7&e=\\d+&s=`));
      const { grant, signature } = parse(link);
      expect(signer.verify(grant, signature)).toBe(true);
      expect(signer.verify({ ...grant, viewer: 8 }, signature)).toBe(false);
      expect(signer.verify({ ...grant, viewer: undefined }, signature)).toBe(false);
    }
  });

  it("refuses a paying viewer's link that names nobody (a block could not stop it), and an owner's link that names someone", () => {
    const expires = linkExpiry();
    const unnamed = createHmac('sha256', secret).update(`photos:42:thumb:p:${expires}`).digest('base64url');
    expect(signer.verify({ kind: 'photos', id: 42, variant: 'thumb', audience: 'p', expires }, unnamed)).toBe(false);
    const { grant, signature } = parse(signer.url({ kind: 'photos', id: 1, variant: 'thumb', audience: 'o' }));
    expect(signer.verify(grant, signature)).toBe(true);
    expect(signer.verify({ ...grant, viewer: 3 }, signature)).toBe(false);
  });

  it("makes an operator's link for 9 to 10 minutes, naming them, and refuses it as any other grant", () => {
    const now = new Date('2026-03-05T10:07:13Z');
    const link = signer.operatorUrl({ id: 42, variant: 'full', operator: 9 }, now);
    expect(link).toMatch(/^\/api\/media\/photos\/42\/full\?a=op&u=9&e=\d+&s=/);
    const { grant, signature } = parse(link);
    // Rounded down to the minute: 10:17:00, so the same link all that minute.
    expect(new Date(grant.expires * 1000).toISOString()).toBe('2026-03-05T10:17:00.000Z');
    expect(signer.operatorUrl({ id: 42, variant: 'full', operator: 9 }, new Date('2026-03-05T10:07:59Z'))).toBe(link);
    expect(signer.verify(grant, signature, now)).toBe(true);
    expect(signer.verify(grant, signature, new Date('2026-03-05T10:16:59Z'))).toBe(true);
    expect(signer.verify(grant, signature, new Date('2026-03-05T10:17:00Z'))).toBe(false);
    for (const audience of ['o', 'p', 'v', 'a'] as const)
      expect(signer.verify({ ...grant, audience }, signature, now)).toBe(false);
    expect(signer.verify({ ...grant, viewer: 10 }, signature, now)).toBe(false);
    expect(signer.verify({ ...grant, viewer: undefined }, signature, now)).toBe(false);
    // An owner's link made into an operator's breaks.
    const own = parse(signer.url({ kind: 'photos', id: 42, variant: 'full', audience: 'o' }, now));
    expect(signer.verify({ ...own.grant, audience: 'op', viewer: 9 }, own.signature, now)).toBe(false);
  });

  it("refuses an operator's link that would live longer than 10 minutes, even signed with the key", () => {
    const now = new Date();
    const expires = Math.floor(now.getTime() / 1000) + OPERATOR_LINK_S + 60;
    const signature = createHmac('sha256', secret).update(`photos:42:thumb:op:${expires}:9`).digest('base64url');
    const grant = { kind: 'photos', id: 42, variant: 'thumb', audience: 'op', viewer: 9, expires } as const;
    expect(signer.verify(grant, signature, now)).toBe(false);
    expect(signer.verify(grant, signature, new Date(now.getTime() + 120_000))).toBe(true);
  });
});
