import type { MediaAudience, MediaKind, MediaVariant } from '../../lib/media-signer.js';

/**
 * Which files a signed link may open, beyond its signature (DESIGN.md §4.4): the owner any of
 * their files; a paying viewer photos and horoscopes (the links are only made for plans that
 * include them); anyone else only the blurred photo. Nothing at all for others once the owner
 * has locked that gallery, even through a link made before.
 */
export function mayServe(
  grant: { kind: MediaKind; variant: MediaVariant; audience: MediaAudience },
  owner: { photos_visibility: number; horoscope_visibility: number },
): boolean {
  if (grant.audience === 'o') return true;
  const locked = grant.kind === 'photos' ? owner.photos_visibility === 1 : owner.horoscope_visibility === 1;
  if (locked) return false;
  if (grant.audience === 'p') return grant.variant !== 'blurred' || grant.kind === 'photos';
  return grant.kind === 'photos' && grant.variant === 'blurred';
}
