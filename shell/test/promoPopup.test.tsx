/**
 * The promotional popup's timing: 5 s after load, on '/' and '/products' only, not again for a `once`
 * picture already shown; the pages remote's popup is loaded only then, and one that cannot load is reported and
 * not shown.
 */
import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import type { PromoPopupProps } from '@storefront/shared';
import { errorReporter } from '@storefront/shared/runtime';
import { renderScreen } from '@storefront/shared/testing';
import { PromoPopupMount } from '../src/panels/PromoPopupMount';
import { loadRemote, unavailable } from './support/federation';
import { resetStores, setSite } from './support/site';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);

function FakePopup({ popup, onClose }: PromoPopupProps) {
  return (
    <div role="dialog" aria-label="Offer">
      <p>{popup.image}</p>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

/** Links the shopper follows while the popup's delay runs. */
function Navigator() {
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/checkout">Checkout</Link>
    </>
  );
}
const goTo = (name: 'Home' | 'Checkout') => act(() => screen.getByRole('link', { name }).click());

const renderAt = (route: string) =>
  renderScreen(
    <>
      <Navigator />
      <PromoPopupMount />
    </>,
    { route },
  );

const POPUP = { image: 'offers/mango-week.svg', duration: 5, link: '/products?c=fruits', once: true };
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  loadRemote.mockReset();
  loadRemote.mockImplementation(async () => ({ PromoPopup: FakePopup }));
  setSite({ popup: POPUP });
});
afterEach(() => {
  jest.useRealTimers();
  resetStores();
});

it("loads and shows the popup 5 s after load on '/', not before", async () => {
  renderAt('/');
  await wait(4999);
  expect(loadRemote).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await wait(1);
  expect(await screen.findByRole('dialog', { name: 'Offer' })).toHaveTextContent('offers/mango-week.svg');
  expect(loadRemote).toHaveBeenCalledWith('pages/Popup');
});

it("shows on '/products' too, and nowhere else", async () => {
  renderAt('/products');
  await wait(5000);
  expect(await screen.findByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
});

it('is not shown on any other path, even when the shopper arrives on an allowed one later', async () => {
  renderAt('/about-us');
  await wait(5000);
  goTo('Home');
  await wait(10_000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(loadRemote).not.toHaveBeenCalled();
});

it('is not shown when the shopper has left an allowed path by the time it is due', async () => {
  renderAt('/');
  await wait(3000);
  goTo('Checkout');
  await wait(2000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('does not load a once popup whose picture was already shown', async () => {
  localStorage.setItem('popupShown', 'offers/mango-week.svg');
  renderAt('/');
  await wait(5000);
  expect(loadRemote).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('does nothing when the site has no popup', async () => {
  setSite({ popup: null });
  renderAt('/');
  await wait(5000);
  expect(loadRemote).not.toHaveBeenCalled();
});

it('unmounts the popup once it has closed', async () => {
  renderAt('/');
  await wait(5000);
  const close = (await screen.findByRole('dialog')).querySelector('button') as HTMLButtonElement;
  act(() => close.click());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('reports a popup that cannot load and shows nothing', async () => {
  const report = jest.spyOn(errorReporter, 'captureException').mockImplementation(() => undefined);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  loadRemote.mockResolvedValue(unavailable('pages/Popup'));
  renderAt('/');
  await wait(5000);
  await act(async () => undefined);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(report).toHaveBeenCalledWith(expect.any(Error), { module: 'pages/Popup' });
  report.mockRestore();
  errors.mockRestore();
});
