import { PRODUCT_SORTS, PRODUCTS_PER_PAGE, type ProductSort } from './constants';

/** The product listing's state, which lives in the address bar (c, b, page, s, q), and the API call it makes. */
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

/** The query of `GET /api/products` for a listing state: page only above 1, lists comma-joined, q trimmed. */
export function listingApiQuery(params: Partial<ListingParams> & { perPage?: number } = {}): Record<string, string | number | undefined> {
  return {
    page: params.page && params.page > 1 ? params.page : undefined,
    s: params.s,
    c: params.c?.length ? params.c.join(',') : undefined,
    b: params.b?.length ? params.b.join(',') : undefined,
    q: params.q?.trim() || undefined,
    perPage: params.perPage,
  };
}

/** The listing screen's call: its address-bar state, 24 products a page. */
export const listingScreenApiQuery = (params: ListingParams) => listingApiQuery({ ...params, perPage: PRODUCTS_PER_PAGE });

/**
 * One GET call written as `path?query` with its parameters sorted and empty ones left out: how the server names an
 * answer it writes into the page, and how the API client finds it again, whatever order the caller built it in.
 */
export function apiRequestKey(path: string, query: Record<string, string | number | boolean | null | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
