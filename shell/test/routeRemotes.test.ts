/** Which remotes draw an address, as the router matches it: the shell waits for their screens before its first render. */
import { remotesAt } from '../src/routing/routes';

it.each([
  ['/products', ['catalog']],
  ['/PRODUCTS/doodh-ganga-fresh-paneer', ['catalog']],
  ['/account/orders', ['account']],
  ['/checkout', ['cartCheckout']],
  ['/', ['pages']],
  ['/about-us', ['pages']],
  ['/status', []],
])('%s is drawn by %j', (pathname, remotes) => {
  expect(remotesAt({ pathname })).toEqual(remotes);
});
