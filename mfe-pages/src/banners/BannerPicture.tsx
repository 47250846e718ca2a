/**
 * A banner's picture at its final size before it loads (no layout shift): a box of the component's aspect ratio per
 * screen size, with `image_sm` on phones and `image` from 768 px. The first banner of a page is its largest
 * paint: `priority` loads it at once and first; the others load as they near the screen.
 */
import { type AspectRatios, BANNER_IMAGE_VARIANT, cdnImageUrl } from '@storefront/shared';
import { cdnBase } from '@storefront/shared/runtime';
import { breakpoints, mq } from '@storefront/shared/ui';

export const aspectRatioCss = (ratios: AspectRatios) => ({
  aspectRatio: ratios.sm,
  [mq.mdUp]: { aspectRatio: ratios.md },
  [mq.lgUp]: { aspectRatio: ratios.lg },
});

export interface BannerPictureProps {
  image: string;
  imageSm?: string | null;
  alt: string;
  ratios: AspectRatios;
  /** The page's first banner: fetched at once, before other images. */
  priority?: boolean;
  className?: string;
}

export function BannerPicture({ image, imageSm, alt, ratios, priority = false, className }: BannerPictureProps) {
  const base = cdnBase();
  return (
    <picture className={className} css={[{ display: 'block', width: '100%', overflow: 'hidden' }, aspectRatioCss(ratios)]}>
      {imageSm && <source media={`(max-width: ${breakpoints.md - 1}px)`} srcSet={cdnImageUrl(imageSm, base, BANNER_IMAGE_VARIANT)} />}
      <img
        src={cdnImageUrl(image, base, BANNER_IMAGE_VARIANT)}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </picture>
  );
}
