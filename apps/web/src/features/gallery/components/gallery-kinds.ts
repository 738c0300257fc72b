import { LIMITS, type PlainKey } from '@inai/shared';
import type { GalleryKind } from '../api/gallery';

interface GalleryRules {
  /** How many images a member may have (specification section 9). */
  max: number;
  /** The toast (and the disabled Upload button's reason) at the limit. */
  limit: PlainKey;
  /** The upload dialog's title. */
  dialogTitle: PlainKey;
  /** The toast after a successful upload. */
  uploaded: PlainKey;
}

/** What differs between the photo gallery and the horoscope gallery. */
export const GALLERY_RULES: Readonly<Record<GalleryKind, GalleryRules>> = {
  photos: {
    max: LIMITS.photos,
    limit: 'pictures.photoLimit',
    dialogTitle: 'gallery.uploadImages',
    uploaded: 'pictures.uploaded',
  },
  horoscopes: {
    max: LIMITS.horoscopes,
    limit: 'pictures.horoscopeLimit',
    dialogTitle: 'gallery.uploadHoroscope',
    uploaded: 'pictures.horoscopeUploaded',
  },
};
