import { Link } from 'react-router-dom';
import { cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, type Product } from '@storefront/shared';
import { color, focusRing, font, layout, motion, mq, Price, radius, shadow, Skeleton, space, Tag } from '@storefront/shared/ui';
import { CARD_IMAGE_SIZE } from '../images';

/** The height of `lines` lines of text: the card's rows are fixed so a skeleton card is exactly as tall as a real one. */
const rowHeight = (size: string, lineHeight: number, lines = 1) => `calc(${size} * ${lineHeight * lines})`;
const ROW = {
  brand: rowHeight(font.size.xs, font.lineHeight.normal),
  name: rowHeight(font.size.sm, font.lineHeight.tight, 2),
  pack: rowHeight(font.size.xs, font.lineHeight.normal),
  price: rowHeight(font.size.md, font.lineHeight.normal),
} as const;

const cardCss = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  minWidth: 0,
  height: '100%',
  boxSizing: 'border-box',
  padding: space[3],
  // Phones: a narrower frame leaves the price line room for the struck MRP and the saving.
  [mq.belowSm]: { padding: space[2] },
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.lg,
  background: color.surfaceRaised,
} as const;

const stackCss = { display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 } as const;
const footerCss = { display: 'flex', flexDirection: 'column', gap: space[1], marginTop: 'auto' } as const;
const imageBoxCss = {
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  borderRadius: radius.md,
  background: color.surface,
  overflow: 'hidden',
} as const;
const oneLine = { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

export interface ProductCardProps {
  product: Product;
  /** In the first row: loaded at once with high priority instead of lazily. */
  priority?: boolean;
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const pack = product.packs[0];
  return (
    <article
      data-testid="product-card"
      css={[
        cardCss,
        {
          transition: `box-shadow ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
          '&:hover': { boxShadow: shadow.md, borderColor: color.borderStrong },
        },
      ]}
    >
      <Link
        to={`/products/${product.slug}`}
        css={[stackCss, { color: 'inherit', textDecoration: 'none', borderRadius: radius.md, '&:focus-visible': focusRing }]}
      >
        <span css={imageBoxCss}>
          <img
            src={cdnImageUrl(product.image, cdnBase())}
            alt={product.product_name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? undefined : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            css={[{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }, pack && !pack.in_stock && { opacity: 0.6 }]}
          />
          {pack && !pack.in_stock && <Tag label="Out of stock" tone="danger" css={{ position: 'absolute', top: space[2], left: space[2] }} />}
        </span>
        <span css={[oneLine, { height: ROW.brand, fontSize: font.size.xs, lineHeight: font.lineHeight.normal, color: color.textMuted }]}>
          {product.brand_name}
        </span>
        <h2
          css={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            height: ROW.name,
            margin: 0,
            fontSize: font.size.sm,
            fontWeight: font.weight.semibold,
            lineHeight: font.lineHeight.tight,
            color: color.text,
          }}
        >
          {product.product_name}
        </h2>
      </Link>
      <div css={footerCss}>
        <span css={[oneLine, { height: ROW.pack, fontSize: font.size.xs, lineHeight: font.lineHeight.normal, color: color.textMuted }]}>
          {pack?.pack_name}
        </span>
        {pack ? (
          <Price
            price={pack.price}
            actPrice={pack.act_price}
            css={{ minHeight: ROW.price, lineHeight: font.lineHeight.normal, columnGap: space[1] }}
          />
        ) : (
          <span css={{ height: ROW.price }} />
        )}
      </div>
    </article>
  );
}

const skeletonRow = (height: string) => ({ display: 'flex', flexDirection: 'column', justifyContent: 'space-evenly', height }) as const;

/** A card in waiting: the same box, rows and heights as `ProductCard`, so nothing moves when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden="true" css={cardCss}>
      <div css={stackCss}>
        <Skeleton height="auto" radius="md" css={{ aspectRatio: '1 / 1' }} />
        <span css={skeletonRow(ROW.brand)}>
          <Skeleton width="40%" height={font.size.xs} />
        </span>
        <span css={skeletonRow(ROW.name)}>
          <Skeleton height={font.size.sm} />
          <Skeleton width="70%" height={font.size.sm} />
        </span>
      </div>
      <div css={footerCss}>
        <span css={skeletonRow(ROW.pack)}>
          <Skeleton width="30%" height={font.size.xs} />
        </span>
        <span css={skeletonRow(ROW.price)}>
          <Skeleton width="60%" height={font.size.md} />
        </span>
      </div>
    </div>
  );
}
