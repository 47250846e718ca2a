/** /products/{slug}: one product with its packs and prices. */
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { api, cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, extractErrorMessage, formatINR } from '@storefront/shared';
import { Spinner } from '@storefront/shared/ui';

export function ProductDetail() {
  const { slug = '' } = useParams();
  const query = useQuery({ queryKey: ['product', slug], queryFn: ({ signal }) => api.product(slug, signal) });

  if (query.isPending) return <Spinner />;
  if (query.isError) return <p role="alert">{extractErrorMessage(query.error)}</p>;
  const product = query.data;
  if (!product) {
    return (
      <section css={{ padding: '48px 0', textAlign: 'center' }}>
        <h1 css={{ fontSize: 22 }}>Product not found</h1>
        <Link to="/products">Browse all products</Link>
      </section>
    );
  }
  return (
    <article css={{ display: 'grid', gap: 24, '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
      <img
        src={cdnImageUrl(product.image, cdnBase())}
        alt={product.product_name}
        width={400}
        height={400}
        css={{ width: '100%', height: 'auto', maxWidth: 480, aspectRatio: '1 / 1', objectFit: 'contain', background: '#f5f7f5', borderRadius: 12 }}
      />
      <div>
        <p css={{ margin: '0 0 4px', color: '#5b6470' }}>
          <Link to={`/products?b=${product.brand_slug}`} css={{ color: 'inherit' }}>
            {product.brand_name}
          </Link>
        </p>
        <h1 css={{ fontSize: 26, margin: '0 0 12px' }}>{product.product_name}</h1>
        {product.product_description && <p css={{ lineHeight: 1.6 }}>{product.product_description}</p>}
        <h2 css={{ fontSize: 16, margin: '20px 0 8px' }}>Packs</h2>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {product.packs.map((pack) => (
            <li
              key={pack.pack_id}
              data-testid="pack"
              css={{ display: 'flex', gap: 12, alignItems: 'baseline', border: '1px solid #e8ece8', borderRadius: 10, padding: '10px 14px', flexWrap: 'wrap' }}
            >
              <span css={{ fontWeight: 600, minWidth: 80 }}>{pack.pack_name}</span>
              <strong>{formatINR(pack.price)}</strong>
              {pack.act_price !== pack.price && <s css={{ color: '#8a948a' }}>{formatINR(pack.act_price)}</s>}
              {pack.discount > 0 && <span css={{ color: 'var(--sf-primary, #0c831f)', fontWeight: 600 }}>{pack.discount}% off</span>}
              {!pack.in_stock && <span css={{ color: '#b3261e' }}>Out of stock</span>}
            </li>
          ))}
        </ul>
        {product.product_info && (
          <>
            <h2 css={{ fontSize: 16, margin: '20px 0 8px' }}>Product information</h2>
            <p css={{ lineHeight: 1.6, color: '#3d4a3d' }}>{product.product_info}</p>
          </>
        )}
      </div>
    </article>
  );
}
