import type { MediaSigner } from '../../lib/media-signer.js';

/** A member's photo for an operator: an owner's grant ('o'), whatever the member's privacy switches say. */
export const operatorPhotoUrl = (media: MediaSigner, id: number, variant: 'thumb' | 'full' = 'thumb') =>
  media.url({ kind: 'photos', id, variant, audience: 'o' });
