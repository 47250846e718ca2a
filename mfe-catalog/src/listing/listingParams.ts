import { PRODUCT_SORTS, type ProductSort } from '@storefront/shared';

/** The listing's state lives in the address bar: c, b, page, s, q. */
export interface ListingParams {
  c: string[];
  b: string[];
  page: number;
  s?: ProductSort;
  q?: string;
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function readListingParams(search: URLSearchParams): ListingParams {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const sort = search.get('s');
  const q = search.get('q')?.trim();
  return {
    c: list(search.get('c')),
    b: list(search.get('b')),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    s: sort && (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : undefined,
    q: q || undefined,
  };
}

export function writeListingParams(params: ListingParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.c.length) search.set('c', params.c.join(','));
  if (params.b.length) search.set('b', params.b.join(','));
  if (params.page > 1) search.set('page', String(params.page));
  if (params.s) search.set('s', params.s);
  if (params.q) search.set('q', params.q);
  return search;
}
