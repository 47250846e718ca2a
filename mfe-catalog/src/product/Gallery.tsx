/**
 * The product's pictures: the chosen one large (the first at once, with high priority), and a row of thumbnails to
 * choose from when there are several. A picture that fails to load is replaced by the CDN's default image.
 */
import { type SyntheticEvent, useState } from 'react';
import { CDN_DEFAULT_IMAGE, cdnImageUrl, DETAIL_IMAGE_SIZE, type Product } from '@storefront/shared';
import { cdnBase } from '@storefront/shared/runtime';
import { color, focusRing, layout, space } from '@storefront/shared/ui';
import { imageFrameCss } from './ProductDetailSkeleton';
import { containedPictureCss, pictureFrameCss, THUMBNAIL_IMAGE_SIZE } from '../images';
import { PRODUCT_TEXTS as TEXTS } from './texts';

function showDefaultImage(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = cdnImageUrl(null, cdnBase());
  if (!event.currentTarget.src.endsWith(CDN_DEFAULT_IMAGE)) event.currentTarget.src = fallback;
}

export function Gallery({ product }: { product: Product }) {
  const sources = product.medias.length ? product.medias.map((media) => media.src) : [product.image];
  const [shown, setShown] = useState(0);
  const src = sources[shown] ?? sources[0];

  return (
    <div css={{ display: 'grid', gap: space[3], justifyItems: 'center', minWidth: 0 }}>
      <div css={[pictureFrameCss, imageFrameCss]}>
        <img
          src={cdnImageUrl(src, cdnBase())}
          alt={product.product_name}
          width={DETAIL_IMAGE_SIZE}
          height={DETAIL_IMAGE_SIZE}
          fetchPriority="high"
          onError={showDefaultImage}
          css={containedPictureCss}
        />
      </div>
      {sources.length > 1 && (
        <ul aria-label={TEXTS.pictures} css={{ display: 'flex', flexWrap: 'wrap', gap: space[2], margin: 0, padding: 0, listStyle: 'none' }}>
          {sources.map((source, index) => (
            <li key={source}>
              <button
                type="button"
                aria-label={TEXTS.showPicture(index + 1)}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
                css={[
                  pictureFrameCss,
                  {
                    display: 'block',
                    width: space[16],
                    padding: 0,
                    border: `${layout.focusRingWidth} solid ${index === shown ? color.primary : color.border}`,
                    boxSizing: 'content-box',
                    cursor: 'pointer',
                    '&:focus-visible': focusRing,
                  },
                ]}
              >
                <img
                  src={cdnImageUrl(source, cdnBase())}
                  alt=""
                  width={THUMBNAIL_IMAGE_SIZE}
                  height={THUMBNAIL_IMAGE_SIZE}
                  loading="lazy"
                  onError={showDefaultImage}
                  css={containedPictureCss}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
