/**
 * The catalogue's pictures. The sizes are the intrinsic ones, in CSS pixels, asked of the CDN's image variant: the
 * `width`/`height` attributes that let the browser reserve each picture's box before it arrives. CSS then scales
 * the box: a picture fills its frame, whole (packs are drawn on white and must not be cropped).
 */
import { PICTURE_FRAME } from '@storefront/shared/ui';

export const CARD_IMAGE_SIZE = 200;
export const THUMBNAIL_IMAGE_SIZE = 64;

/** The frame a picture sits in (the kit's, which the server's first frame draws too). */
export const pictureFrameCss = { position: 'relative', ...PICTURE_FRAME } as const;

/** A picture filling its frame, whole. */
export const containedPictureCss = { display: 'block', width: '100%', height: '100%', objectFit: 'contain' } as const;
