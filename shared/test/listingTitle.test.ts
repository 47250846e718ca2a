/** The listing's title and its filters' names, which the listing screen and the page's head both use. */
import { listingFilters, listingTitle, nameList, type ListingFilters } from '../src/seo/listingTitle';

const CATEGORIES = [
  {
    name: 'Fruits & Vegetables',
    slug: 'fruits-vegetables',
    children: [
      { name: 'Vegetables', slug: 'vegetables', children: [{ name: 'Leafy Greens', slug: 'leafy-greens' }] },
      { name: 'Fruits', slug: 'fruits' },
    ],
  },
  { name: 'Dairy', slug: 'dairy' },
];
const BRANDS = [
  { name: 'Amul', slug: 'amul' },
  { name: 'Desi Harvest', slug: 'desi-harvest' },
];

const named = (...names: string[]) => names.map((name) => ({ slug: name.toLowerCase(), name }));
const filters = ({ categories = [] as string[], brands = [] as string[] } = {}): ListingFilters => ({
  categories: named(...categories),
  brands: named(...brands),
});

describe('listingFilters', () => {
  it('names categories from anywhere in the tree and brands from the brand list, in the order of the address bar', () => {
    expect(listingFilters({ c: ['leafy-greens', 'dairy', 'vegetables'], b: ['desi-harvest', 'amul'] }, CATEGORIES, BRANDS)).toEqual({
      categories: [
        { slug: 'leafy-greens', name: 'Leafy Greens' },
        { slug: 'dairy', name: 'Dairy' },
        { slug: 'vegetables', name: 'Vegetables' },
      ],
      brands: [
        { slug: 'desi-harvest', name: 'Desi Harvest' },
        { slug: 'amul', name: 'Amul' },
      ],
    });
  });

  it('keeps a slug the site does not know as its own name, and names each slug once', () => {
    expect(listingFilters({ c: ['no-such', 'dairy', 'dairy'], b: ['gone'] }, CATEGORIES, BRANDS)).toEqual({
      categories: [
        { slug: 'no-such', name: 'no-such' },
        { slug: 'dairy', name: 'Dairy' },
      ],
      brands: [{ slug: 'gone', name: 'gone' }],
    });
  });

  it('names nothing when nothing filters, even before the site data is there', () => {
    expect(listingFilters({ c: [], b: [] }, [], [])).toEqual({ categories: [], brands: [] });
  });
});

describe('nameList', () => {
  it('lists up to three names, else the first two and how many more', () => {
    expect(nameList(named('Vegetables'))).toBe('Vegetables');
    expect(nameList(named('Vegetables', 'Fruits', 'Dairy'))).toBe('Vegetables, Fruits, Dairy');
    expect(nameList(named('Vegetables', 'Fruits', 'Dairy', 'Bakery', 'Snacks'))).toBe('Vegetables, Fruits and 3 more');
  });
});

describe('listingTitle', () => {
  it.each([
    ['nothing chosen', undefined, filters(), 'All products'],
    ['one category', undefined, filters({ categories: ['Vegetables'] }), 'Vegetables'],
    ['two categories', undefined, filters({ categories: ['Vegetables', 'Fruits'] }), 'Vegetables, Fruits'],
    ['only brands', undefined, filters({ brands: ['Amul', 'Desi Harvest'] }), 'Amul, Desi Harvest'],
    ['categories and brands: the categories', undefined, filters({ categories: ['Dairy'], brands: ['Amul'] }), 'Dairy'],
    ['a search', 'tomato', filters(), 'Results for “tomato”'],
    ['a search in a category', 'tomato', filters({ categories: ['Vegetables'] }), 'Results for “tomato” in Vegetables'],
    ['a search among brands', 'ghee', filters({ brands: ['Amul'] }), 'Results for “ghee” in Amul'],
    ['a search in many categories', 'dal', filters({ categories: ['A', 'B', 'C', 'D'] }), 'Results for “dal” in A, B and 2 more'],
  ])('%s', (_, q, chosen, title) => {
    expect(listingTitle(q, chosen)).toBe(title);
  });
});
