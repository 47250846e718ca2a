/** The product page in waiting: the picture's square, title, price, packs and text where they will be. */
import { DETAIL_IMAGE_SIZE } from '@storefront/shared';
import { font, mq, radius, Skeleton, SkeletonText, space } from '@storefront/shared/ui';
import { PRODUCT_TEXTS as TEXTS } from './texts';

export const pageCss = {
  display: 'grid',
  gap: space[6],
  alignItems: 'start',
  // From tablets: the pictures on the left, the details filling the rest beside them.
  [mq.mdUp]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: space[8] },
} as const;

/** The picture's square, at most the image's own size, centred in its column. */
export const imageFrameCss = {
  width: '100%',
  maxWidth: `${DETAIL_IMAGE_SIZE}px`,
  aspectRatio: '1 / 1',
  justifySelf: 'center',
  borderRadius: radius.lg,
} as const;

export function ProductDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label={TEXTS.loading} role="status" data-testid="product-skeleton" css={pageCss}>
      <Skeleton height="auto" radius="lg" css={imageFrameCss} />
      <div css={{ display: 'grid', gap: space[4], alignContent: 'start' }}>
        <Skeleton width="25%" height={font.size.sm} />
        <Skeleton width="80%" height={font.size['2xl']} css={{ [mq.mdUp]: { height: font.size['3xl'] } }} />
        <Skeleton width="40%" height={font.size.xl} />
        <div css={{ display: 'flex', gap: space[2] }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} width={space[16]} height={space[12]} radius="md" />
          ))}
        </div>
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}
