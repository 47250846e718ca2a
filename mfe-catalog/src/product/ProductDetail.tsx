/** /products/{slug}: one product with its packs and prices. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { api, cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, extractErrorMessage } from '@storefront/shared';
import { color, focusRing, font, layout, mq, Price, radius, Skeleton, SkeletonText, space, Tag } from '@storefront/shared/ui';
import { DETAIL_IMAGE_SIZE } from '../images';

export function ProductDetail() {
  const { slug = '' } = useParams();
  const query = useQuery({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => api.product(slug, signal),
    initialData: () => api.productFromPage(slug),
  });

  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError)
    return (
      <p role="alert" css={{ color: color.danger }}>
        {extractErrorMessage(query.error)}
      </p>
    );
  const product = query.data;
  if (!product) {
    return (
      <section css={{ padding: `${space[12]} 0`, textAlign: 'center' }}>
        <h1 css={{ fontSize: font.size['2xl'], margin: `0 0 ${space[3]}` }}>Product not found</h1>
        <Link to="/products" css={linkCss}>
          Browse all products
        </Link>
      </section>
    );
  }
  return (
    <article css={pageCss}>
      <div css={imageBoxCss}>
        <img
          src={cdnImageUrl(product.image, cdnBase())}
          alt={product.product_name}
          width={DETAIL_IMAGE_SIZE}
          height={DETAIL_IMAGE_SIZE}
          fetchPriority="high"
          css={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </div>
      <div css={{ minWidth: 0 }}>
        <p css={{ margin: `0 0 ${space[1]}`, fontSize: font.size.sm, fontWeight: font.weight.medium }}>
          <Link to={`/products?b=${product.brand_slug}`} css={linkCss}>
            {product.brand_name}
          </Link>
        </p>
        <h1 css={titleCss}>{product.product_name}</h1>
        {product.product_description && <p css={{ margin: `0 0 ${space[4]}`, lineHeight: font.lineHeight.normal }}>{product.product_description}</p>}
        <h2 css={sectionTitleCss}>Packs</h2>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space[2] }}>
          {product.packs.map((pack) => (
            <li key={pack.pack_id} data-testid="pack" css={[packRowCss, !pack.in_stock && { background: color.surface }]}>
              <span css={{ flex: `0 0 ${space[16]}`, fontWeight: font.weight.semibold }}>{pack.pack_name}</span>
              <Price price={pack.price} actPrice={pack.act_price} css={{ flex: '1 1 auto' }} />
              {!pack.in_stock && <Tag label="Out of stock" tone="danger" />}
            </li>
          ))}
        </ul>
        {product.product_info && (
          <>
            <h2 css={sectionTitleCss}>Product information</h2>
            <p css={{ margin: 0, lineHeight: font.lineHeight.normal, color: color.textMuted }}>{product.product_info}</p>
          </>
        )}
      </div>
    </article>
  );
}

/** The product page in waiting: the picture's square, title, description and three pack rows where they will be. */
function ProductDetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading product" role="status" data-testid="product-skeleton" css={pageCss}>
      <Skeleton height="auto" radius="lg" css={imageFrameCss} />
      <div>
        <Skeleton width="25%" height={font.size.sm} css={{ marginBottom: space[2] }} />
        <Skeleton width="80%" height={font.size['2xl']} css={{ marginBottom: space[4], [mq.mdUp]: { height: font.size['3xl'] } }} />
        <SkeletonText lines={3} />
        <Skeleton width="20%" height={font.size.md} css={{ margin: `${space[6]} 0 ${space[3]}` }} />
        <div css={{ display: 'grid', gap: space[2] }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={`calc(${font.size.md} * ${font.lineHeight.normal} + 2 * ${space[3]})`} radius="md" />
          ))}
        </div>
      </div>
    </div>
  );
}

const pageCss = {
  display: 'grid',
  gap: space[6],
  alignItems: 'start',
  // From tablets: the picture at most its own size on the left, the details filling the rest beside it.
  [mq.mdUp]: { gridTemplateColumns: `minmax(0, ${DETAIL_IMAGE_SIZE}px) minmax(0, 1fr)`, gap: space[8] },
} as const;

/** The picture's square, at most the image's own size, centred in its column. */
const imageFrameCss = {
  width: '100%',
  maxWidth: `${DETAIL_IMAGE_SIZE}px`,
  aspectRatio: '1 / 1',
  justifySelf: 'center',
  borderRadius: radius.lg,
} as const;
const imageBoxCss = { ...imageFrameCss, background: color.surface, overflow: 'hidden' } as const;

const titleCss = {
  margin: `0 0 ${space[3]}`,
  fontSize: font.size['2xl'],
  fontWeight: font.weight.bold,
  lineHeight: font.lineHeight.tight,
  [mq.mdUp]: { fontSize: font.size['3xl'] },
} as const;

const sectionTitleCss = { fontSize: font.size.md, margin: `${space[6]} 0 ${space[2]}` } as const;

const packRowCss = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[3]} ${space[4]}`,
  border: `${layout.borderWidth} solid ${color.border}`,
  borderRadius: radius.md,
  lineHeight: font.lineHeight.normal,
} as const;

const linkCss = {
  color: color.primary,
  textDecoration: 'none',
  borderRadius: radius.sm,
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
} as const;
