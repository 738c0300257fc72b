import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMediaSigner, linkExpiry, type MediaGrant } from './media-signer.js';

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
});
