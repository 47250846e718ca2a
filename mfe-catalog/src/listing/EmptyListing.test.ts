import type { ListingFilters } from '@storefront/shared/listing-title';
import { noProductsMessage } from './EmptyListing';

const named = (...names: string[]) => names.map((name) => ({ slug: name.toLowerCase(), name }));
const filters = ({ categories = [] as string[], brands = [] as string[] } = {}): ListingFilters => ({
  categories: named(...categories),
  brands: named(...brands),
});

describe('noProductsMessage', () => {
  it.each([
    ['a search', 'zzz', filters(), 'No products matching “zzz”.'],
    ['a category', undefined, filters({ categories: ['Vegetables'] }), 'No products in Vegetables.'],
    ['brands', undefined, filters({ brands: ['Amul', 'Desi Harvest'] }), 'No products from Amul, Desi Harvest.'],
    ['everything', 'dal', filters({ categories: ['Vegetables'], brands: ['Amul'] }), 'No products matching “dal” in Vegetables from Amul.'],
    ['nothing asked (an empty shop)', undefined, filters(), 'No products here yet.'],
  ])('%s', (_, q, chosen, message) => {
    expect(noProductsMessage(q, chosen)).toBe(message);
  });
});
