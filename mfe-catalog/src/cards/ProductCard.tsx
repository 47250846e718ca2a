import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { cartStore, cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, type Product } from '@storefront/shared';
import { CartPackControl, color, font, initialPack, layout, mq, Price, rowHeight, Select, Skeleton, space } from '@storefront/shared/ui';
import { CARD_IMAGE_SIZE, containedPictureCss, pictureFrameCss } from '../images';
import { cardFrameCss, cardHoverCss, cardLinkCss } from './cardStyles';
import { loadProductDetail } from '../product/lazyProductDetail';
import { SHOPPING_TEXTS as TEXTS } from '../shopping/texts';
import { WishlistButton } from '../shopping/WishlistButton';

const ROW = {
  brand: rowHeight(font.size.xs, font.lineHeight.normal),
  name: rowHeight(font.size.sm, font.lineHeight.tight, 2),
  // The pack row holds a small select when there is a choice, so it is always as tall as one.
  pack: layout.controlHeightSm,
  price: rowHeight(font.size.md, font.lineHeight.normal),
  // The pack's unit sale price, under the price; kept when a pack states none, so every card is as tall.
  unit: rowHeight(font.size.sm, font.lineHeight.normal),
  action: layout.controlHeightSm,
} as const;

const footerCss = { display: 'flex', flexDirection: 'column', gap: space[1], marginTop: 'auto' } as const;
const oneLine = { display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' } as const;

const prefetchProductPage = () => void loadProductDetail();

export interface ProductCardProps {
  product: Product;
  /** In the first row: loaded at once with high priority instead of lazily. */
  priority?: boolean;
}

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { cart } = useSnapshot(cartStore);
  const [packId, setPackId] = useState(() => initialPack(product.packs, (id) => Boolean(cart?.items.some((item) => item.pack_id === id)))?.pack_id);
  const pack = product.packs.find((candidate) => candidate.pack_id === packId) ?? product.packs[0];
  const soldOut = Boolean(pack && !pack.in_stock);
  return (
    <article data-testid="product-card" css={[cardFrameCss, cardHoverCss]}>
      <Link to={`/products/${product.slug}`} onPointerEnter={prefetchProductPage} onFocus={prefetchProductPage} css={cardLinkCss}>
        <span css={[pictureFrameCss, { display: 'block' }]}>
          <img
            src={cdnImageUrl(product.image, cdnBase())}
            alt={product.product_name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? undefined : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            css={[containedPictureCss, soldOut && { opacity: 0.6 }]}
          />
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
      <WishlistButton
        productId={product.product_id}
        productName={product.product_name}
        inWishlist={product.wishlist}
        css={{ position: 'absolute', top: space[4], right: space[4], [mq.belowSm]: { top: space[3], right: space[3] } }}
      />
      <div css={footerCss}>
        {product.packs.length > 1 ? (
          <Select
            label={TEXTS.packOf(product.product_name)}
            hideLabel
            size="sm"
            value={String(pack.pack_id)}
            options={product.packs.map((option) => ({ value: String(option.pack_id), label: option.pack_name }))}
            onChange={(value) => setPackId(Number(value))}
            css={{ height: ROW.pack, fontSize: font.size.xs }}
          />
        ) : (
          <span css={[oneLine, { height: ROW.pack, lineHeight: ROW.pack, fontSize: font.size.xs, color: color.textMuted }]}>{pack?.pack_name}</span>
        )}
        {pack ? (
          <Price
            price={pack.price}
            actPrice={pack.act_price}
            packName={pack.pack_name}
            css={{ minHeight: `calc(${ROW.price} + ${ROW.unit})`, lineHeight: font.lineHeight.normal, columnGap: space[1] }}
          />
        ) : (
          <span css={{ height: `calc(${ROW.price} + ${ROW.unit})` }} />
        )}
        {pack && <CartPackControl pack={pack} productName={product.product_name} fullWidth css={{ height: ROW.action }} />}
      </div>
    </article>
  );
}

const skeletonRow = (height: string) => ({ display: 'flex', flexDirection: 'column', justifyContent: 'space-evenly', height }) as const;

/** A card in waiting: the same box, rows and heights as `ProductCard`, so nothing moves when the products arrive. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" aria-hidden="true" css={cardFrameCss}>
      <div css={cardLinkCss}>
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
          <Skeleton width="40%" height={font.size.xs} />
        </span>
        <span css={skeletonRow(ROW.price)}>
          <Skeleton width="60%" height={font.size.md} />
        </span>
        <span css={skeletonRow(ROW.unit)}>
          <Skeleton width="40%" height={font.size.sm} />
        </span>
        <Skeleton height={ROW.action} radius="md" />
      </div>
    </div>
  );
}
