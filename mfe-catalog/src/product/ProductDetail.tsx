/** /products/{slug}: one product — its pictures, packs and prices, the cart and wishlist controls, and similar products. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { Product } from '@storefront/shared';
import { cartStore, errorReporter } from '@storefront/shared/runtime';
import { useRouteHead, type RouteSeo } from '@storefront/shared/route-head';
import { fetchProduct, productFromPage } from '../api/productsApi';
import { BoughtTogether } from './BoughtTogether';
import { Button, CartPackControl, color, font, initialPack, mq, Price, ScreenMessage, space, tapTargetCss, textLinkCss } from '@storefront/shared/ui';
import { PRODUCT_QUERY, useCatalogueSync } from '../shopping/useCatalogueSync';
import { WishlistButton } from '../shopping/WishlistButton';
import { ProductCarousel } from '../carousels/ProductCarousel';
import { Gallery } from './Gallery';
import { PackChoice } from './PackChoice';
import { pageCss, ProductDetailSkeleton } from './ProductDetailSkeleton';
import { PRODUCT_TEXTS as TEXTS } from './texts';

export function ProductDetail() {
  const { slug = '' } = useParams();
  useCatalogueSync();
  const query = useQuery({
    queryKey: [PRODUCT_QUERY, slug],
    queryFn: async ({ signal }) => {
      try {
        return await fetchProduct(slug, signal);
      } catch (error) {
        // The generic handler: the failure (an API error or an answer that breaks the product schema) is reported,
        // and the shopper gets a friendly screen with a way on.
        errorReporter.captureException(error, { screen: 'ProductDetail', slug });
        throw error;
      }
    },
    initialData: () => productFromPage(slug),
  });
  // The head the server sends for this address: the product's, the site's while it loads or fails, and "not found"
  // kept out of search results.
  const data = query.data;
  const head: RouteSeo =
    data === undefined
      ? { kind: 'screen', remote: 'catalog' }
      : data === null
        ? { kind: 'missing', what: 'product' }
        : { kind: 'product', product: data };
  useRouteHead(head);

  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError)
    return (
      <ScreenMessage
        alert
        title={TEXTS.failed}
        message={TEXTS.failedMessage}
        actions={
          <>
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {TEXTS.retry}
            </Button>
            <Link to="/products" css={textLinkCss}>
              {TEXTS.browse}
            </Link>
          </>
        }
      />
    );
  if (!query.data)
    return (
      <ScreenMessage
        title={TEXTS.notFound}
        message={TEXTS.notFoundMessage}
        actions={
          <Link to="/products" css={textLinkCss}>
            {TEXTS.browse}
          </Link>
        }
      />
    );
  // Keyed by product: moving to a similar product starts from its own first pack and picture.
  return <ProductView key={query.data.product_id} product={query.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { cart } = useSnapshot(cartStore);
  const [packId, setPackId] = useState(() => initialPack(product.packs, (id) => Boolean(cart?.items.some((item) => item.pack_id === id)))?.pack_id);
  const pack = product.packs.find((candidate) => candidate.pack_id === packId);

  return (
    <>
      <article css={pageCss}>
        <Gallery product={product} />
        <div css={{ display: 'grid', gap: space[4], minWidth: 0, alignContent: 'start' }}>
          <div>
            <Link to={`/products?b=${encodeURIComponent(product.brand_slug)}`} css={[textLinkCss, tapTargetCss, { fontSize: font.size.sm }]}>
              {product.brand_name}
            </Link>
            <div css={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: space[3], marginTop: space[1] }}>
              <h1 css={titleCss}>{product.product_name}</h1>
              <WishlistButton
                productId={product.product_id}
                productName={product.product_name}
                inWishlist={product.wishlist}
                css={{ flex: 'none' }}
              />
            </div>
          </div>
          {pack && <Price price={pack.price} actPrice={pack.act_price} packName={pack.pack_name} mrpInFull size="lg" />}
          {product.packs.length > 0 && <PackChoice legend={TEXTS.packs} packs={product.packs} value={pack?.pack_id} onChange={setPackId} />}
          {pack && (
            <CartPackControl
              size="md"
              pack={pack}
              productName={product.product_name}
              css={{ minWidth: `calc(${space[16]} * 3)`, justifySelf: 'start', [mq.belowSm]: { justifySelf: 'stretch' } }}
            />
          )}
          {product.product_description && (
            <section>
              <h2 css={sectionTitleCss}>{TEXTS.description}</h2>
              <p css={paragraphCss}>{product.product_description}</p>
            </section>
          )}
          {product.product_info && (
            <section>
              <h2 css={sectionTitleCss}>{TEXTS.info}</h2>
              <p css={[paragraphCss, { color: color.textMuted }]}>{product.product_info}</p>
            </section>
          )}
        </div>
      </article>
      <div css={{ marginTop: space[10], '&:empty': { display: 'none' } }}>
        <BoughtTogether slug={product.slug} />
      </div>
      {product.category_slug && (
        <div css={{ marginTop: space[10] }}>
          <ProductCarousel title={TEXTS.similar} params={{ c: [product.category_slug] }} exclude={product.product_id} />
        </div>
      )}
    </>
  );
}

const titleCss = {
  margin: 0,
  fontSize: font.size['2xl'],
  fontWeight: font.weight.bold,
  lineHeight: font.lineHeight.tight,
  [mq.mdUp]: { fontSize: font.size['3xl'] },
} as const;

const sectionTitleCss = { fontSize: font.size.md, margin: `0 0 ${space[2]}` } as const;
const paragraphCss = { margin: 0, lineHeight: font.lineHeight.normal } as const;
