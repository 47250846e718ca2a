import { CDN_DEFAULT_IMAGE, CDN_SIZE_VARIANT } from './constants';

/**
 * URL of a catalogue image on the CDN: `{base}/{variant}/{path}`. Absolute URLs pass through;
 * a missing image gets the CDN's default picture.
 */
export function cdnImageUrl(src: string | null | undefined, base: string, variant: string = CDN_SIZE_VARIANT): string {
  const root = base.replace(/\/+$/, '');
  if (!src) return `${root}/${CDN_DEFAULT_IMAGE}`;
  if (/^(https?:)?\/\//.test(src) || src.startsWith('data:')) return src;
  return `${root}/${variant}/${src.replace(/^\/+/, '')}`;
}
