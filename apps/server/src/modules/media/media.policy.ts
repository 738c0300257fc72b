import type { MediaAudience, MediaKind, MediaVariant } from '../../lib/media-signer.js';

type Owner = { photos_visibility: number; horoscope_visibility: number };

/** Whether the owner has locked this gallery (their privacy switch). */
export function lockedBy(owner: Owner, kind: MediaKind): boolean {
  return kind === 'photos' ? owner.photos_visibility === 1 : owner.horoscope_visibility === 1;
}

/**
 * Which files a signed link may open, beyond its signature (docs/design.md, "Privacy in every answer"): the owner any of
 * their files; an operator's link ('op') any photo, whatever the owner's switches say (the route
 * checks the role and audits the opening); a paying viewer photos and horoscopes (the links are only made for plans that
 * include them); anyone else only the blurred photo. Nothing at all for others once the owner
 * has locked that gallery, even through a link made before, except for a link made for an
 * accepted partner ('a') while that interest is still accepted (`acceptedPartner`, asked by
 * the route on each request). An 'a' link opens what it was signed for: the server makes one
 * only with the variants the viewer's plan allows.
 */
export function mayServe(
  grant: { kind: MediaKind; variant: MediaVariant; audience: MediaAudience },
  owner: Owner,
  acceptedPartner = false,
): boolean {
  if (grant.audience === 'o') return true;
  if (grant.audience === 'op') return grant.kind === 'photos';
  if (lockedBy(owner, grant.kind) && !(grant.audience === 'a' && acceptedPartner)) return false;
  if (grant.audience === 'p' || grant.audience === 'a') return grant.variant !== 'blurred' || grant.kind === 'photos';
  return grant.kind === 'photos' && grant.variant === 'blurred';
}
