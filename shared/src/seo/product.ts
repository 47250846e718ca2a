/** A product page's head, from the product's answer (`GET /api/products/{slug}`). */
import { CURRENCY } from '../contracts/constants';
import { formatINR } from '../contracts/format';
import type { Pack, Product } from '../contracts/schemas';
import { absoluteUrl, asDescription, previewImageOf, routeHead, titleWithSite, type RouteHead, type SeoSite } from './head';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** A price as Open Graph and schema.org write it: rupees with two decimals, no symbol. */
const amount = (rupees: number) => rupees.toFixed(2);

/** The product page's address, as the sitemap lists it. */
export const productUrl = (site: Pick<SeoSite, 'origin'>, slug: string) => absoluteUrl(site, `/products/${encodeURIComponent(slug)}`);

/** The pack a product page shows first to a new visitor (`initialPack` in shared/src/ui/useCartPack.ts, no cart yet). */
const firstPack = (packs: readonly Pack[]): Pack | undefined => packs.find((pack) => pack.in_stock) ?? packs[0];

/** The product's own description, else a sentence of its name, first pack and price. */
function productDescription(product: Product, pack: Pack | undefined, siteName: string | undefined): string {
  if (product.product_description?.trim()) return asDescription(product.product_description);
  const what = pack ? `${product.product_name} (${pack.pack_name}) for ${formatINR(pack.price)}` : product.product_name;
  return asDescription(`Buy ${what}${siteName ? ` at ${siteName}` : ''}.`);
}

export function productHead(site: SeoSite, product: Product): RouteHead {
  const url = productUrl(site, product.slug);
  const pack = firstPack(product.packs);
  const title = titleWithSite(product.product_name, site.web?.name);
  const description = productDescription(product, pack, site.web?.name);
  const pictures = (product.medias.length > 0 ? product.medias.map((media) => media.src) : [product.image]).flatMap(
    (src) => previewImageOf(site, src) ?? [],
  );
  return routeHead(site, {
    title,
    description,
    url,
    type: 'product',
    image: pictures[0],
    imageAlt: product.product_name,
    meta: pack
      ? [
          { attribute: 'property', key: 'product:price:amount', content: amount(pack.price) },
          { attribute: 'property', key: 'product:price:currency', content: CURRENCY },
        ]
      : [],
    structuredData: [
      {
        '@type': 'Product',
        name: product.product_name,
        description,
        image: pictures.map((picture) => picture.url),
        brand: { '@type': 'Brand', name: product.brand_name },
        url,
        // One offer per pack, priced and stocked at the warehouse the answer was given for.
        offers: product.packs.map((offered) => ({
          '@type': 'Offer',
          sku: String(offered.pack_id),
          name: offered.pack_name,
          price: amount(offered.price),
          priceCurrency: CURRENCY,
          availability: offered.in_stock ? IN_STOCK : OUT_OF_STOCK,
          url,
        })),
      },
    ],
  });
}
