/**
 * The intrinsic sizes, in CSS pixels, the catalogue asks of the CDN's image variant: the `width`/`height`
 * attributes that let the browser reserve each picture's box before it arrives. CSS then scales the box.
 */
export const CARD_IMAGE_SIZE = 200;
export const DETAIL_IMAGE_SIZE = 480;
export const THUMBNAIL_IMAGE_SIZE = 64;
