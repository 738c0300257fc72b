import type { MediaSigner } from '../../lib/media-signer.js';

/**
 * A member's photo for an operator in the console: a link naming that operator ('op'), whatever
 * the member's privacy switches say, for at most 10 minutes, each opening audited
 * (docs/decisions/0057). Never the owner's grant, which would open the photo for hours to anyone
 * holding the link.
 */
export const operatorPhotoUrl = (
  media: MediaSigner,
  operator: { id: number },
  photoId: number,
  variant: 'thumb' | 'full' = 'thumb',
) => media.operatorUrl({ id: photoId, variant, operator: operator.id });
