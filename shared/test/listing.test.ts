import { apiRequestKey, listingScreenApiQuery, readListingParams, writeListingParams } from '../src';

describe('listing address bar', () => {
  it('reads c, b, page, s and q (trimmed) from the address bar', () => {
    const params = readListingParams(new URLSearchParams('c=fresh-fruits,dairy&b=desi-harvest&page=3&s=price_asc&q=%20atta%20'));
    expect(params).toEqual({ c: ['fresh-fruits', 'dairy'], b: ['desi-harvest'], page: 3, s: 'price_asc', q: 'atta' });
  });

  it('defaults page to 1 and ignores an unknown sort', () => {
    expect(readListingParams(new URLSearchParams('page=-2&s=cheapest'))).toEqual({ c: [], b: [], page: 1, s: undefined, q: undefined });
  });

  it('writes only what is set, page only above 1', () => {
    expect(writeListingParams({ c: ['staples'], b: [], page: 1, q: 'dal' }).toString()).toBe('c=staples&q=dal');
    expect(writeListingParams({ c: [], b: ['x', 'y'], page: 2, s: 'newest' }).toString()).toBe('b=x%2Cy&page=2&s=newest');
  });
});

describe('the listing call and its key', () => {
  it('asks for 24 products with the address-bar filters, page only above 1', () => {
    expect(listingScreenApiQuery(readListingParams(new URLSearchParams('c=staples,dairy&page=1&q=%20dal%20')))).toEqual({
      page: undefined,
      s: undefined,
      c: 'staples,dairy',
      b: undefined,
      q: 'dal',
      perPage: 24,
    });
  });

  it('names a call the same way whatever the order of its parameters, leaving empty ones out', () => {
    expect(apiRequestKey('/api/products', { perPage: 24, c: 'staples', q: undefined })).toBe('/api/products?c=staples&perPage=24');
    expect(apiRequestKey('/api/products', { c: 'staples', perPage: 24, b: '' })).toBe('/api/products?c=staples&perPage=24');
    expect(apiRequestKey('/api/products/onion')).toBe('/api/products/onion');
  });
});
