import { Link } from 'react-router-dom';
import { cdnBase } from '@storefront/shared/runtime';
import { cdnImageUrl, formatINR, type Product } from '@storefront/shared';

export function ProductCard({ product }: { product: Product }) {
  const pack = product.packs[0];
  return (
    <article
      data-testid="product-card"
      css={{ border: '1px solid #e8ece8', borderRadius: 12, padding: 12, background: '#fff', display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}
    >
      <Link to={`/products/${product.slug}`} css={{ color: 'inherit', textDecoration: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}>
        <img
          src={cdnImageUrl(product.image, cdnBase())}
          alt={product.product_name}
          width={200}
          height={200}
          loading="lazy"
          css={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain', borderRadius: 8, background: '#f5f7f5' }}
        />
        <span css={{ fontSize: 12, color: '#5b6470' }}>{product.brand_name}</span>
        <h2 css={{ fontSize: 14, fontWeight: 600, margin: 0, lineHeight: 1.35, minHeight: '2.7em' }}>{product.product_name}</h2>
      </Link>
      {pack && (
        <div css={{ display: 'flex', alignItems: 'baseline', gap: 6, flexWrap: 'wrap' }}>
          <span css={{ fontSize: 12, color: '#5b6470' }}>{pack.pack_name}</span>
          <strong css={{ fontSize: 15 }}>{formatINR(pack.price)}</strong>
          {pack.act_price !== pack.price && <s css={{ fontSize: 12, color: '#8a948a' }}>{formatINR(pack.act_price)}</s>}
          {pack.discount > 0 && <span css={{ fontSize: 12, color: 'var(--sf-primary, #0c831f)', fontWeight: 600 }}>{pack.discount}% off</span>}
        </div>
      )}
    </article>
  );
}
