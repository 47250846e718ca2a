/** `image_banner`: one picture across the page (`image_sm` on phones), following its link by ../links/pageLink.ts. */
import { aspectRatios, type ImageBannerData } from '@storefront/shared';
import { radius, space } from '@storefront/shared/ui';
import { PageLink } from '../links/PageLink';
import { BannerPicture } from './BannerPicture';

/** An offer strip: wide on desktops, taller on phones where its words must stay legible. */
export const IMAGE_BANNER_ASPECT = { sm: '2 / 1', md: '4 / 1', lg: '5 / 1' } as const;

export function ImageBanner({ banner, priority }: { banner: ImageBannerData; priority: boolean }) {
  return (
    <PageLink
      link={banner.link}
      label={banner.alt || undefined}
      css={{ display: 'block', margin: `${space[4]} auto`, borderRadius: radius.lg, overflow: 'hidden', maxWidth: '100%' }}
    >
      <BannerPicture
        image={banner.image}
        imageSm={banner.image_sm}
        alt={banner.alt}
        ratios={aspectRatios(banner.aspect, IMAGE_BANNER_ASPECT)}
        priority={priority}
      />
    </PageLink>
  );
}
