import { fakeApi } from '@storefront/shared/testing';
import { fetchProduct, fetchProducts } from './productsApi';

it('sends the listing query with page only above 1, lists comma-joined, q trimmed', async () => {
  const requests = fakeApi(() => ({ body: { data: [], meta: { total: 0 } } }));
  await fetchProducts({ page: 1, c: ['fresh-fruits', 'dairy'], b: ['desi-harvest'], q: '  atta ', s: 'price_asc', perPage: 24 });
  expect(requests[0].path).toBe('/s/api/products');
  expect(requests[0].query).toEqual({
    c: 'fresh-fruits,dairy',
    b: 'desi-harvest',
    q: 'atta',
    s: 'price_asc',
    perPage: '24',
  });
  await fetchProducts({ page: 3 });
  expect(requests[1].query?.page).toBe('3');
});

it('answers null for a product that does not exist, and throws any other failure', async () => {
  fakeApi((request) =>
    request.path.endsWith('/missing') ? { status: 404, body: { message: 'No product' } } : { status: 500, body: { message: 'down' } },
  );
  await expect(fetchProduct('missing')).resolves.toBeNull();
  await expect(fetchProduct('broken')).rejects.toMatchObject({ status: 500, message: 'down' });
});
