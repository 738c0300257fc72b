import type { MediaAudience, MediaKind, MediaVariant } from '../../lib/media-signer.js';

/**
 * Which files a signed link may open, beyond its signature (DESIGN.md §4.4): the owner any of
 * their files; another viewer only the blurred photo for now (search and profile details widen
 * this), and nothing at all once the owner has locked that gallery, even with an older link.
 */
export function mayServe(
  grant: { kind: MediaKind; variant: MediaVariant; audience: MediaAudience },
  owner: { photos_visibility: number; horoscope_visibility: number },
): boolean {
  if (grant.audience === 'o') return true;
  const locked = grant.kind === 'photos' ? owner.photos_visibility === 1 : owner.horoscope_visibility === 1;
  if (locked) return false;
  return grant.kind === 'photos' && grant.variant === 'blurred';
}
