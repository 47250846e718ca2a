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
])('%s is drawn by %j for a signed-in visitor', (pathname, remotes) => {
  expect(remotesAt({ pathname }, { signedIn: true })).toEqual(remotes);
});

it.each([
  ['/checkout', ['account']],
  ['/order/success/SO-1', ['account']],
  ['/products', ['catalog']],
])('%s is drawn by %j for a guest (a signed-in route sends them to sign in)', (pathname, remotes) => {
  expect(remotesAt({ pathname }, { signedIn: false })).toEqual(remotes);
});
