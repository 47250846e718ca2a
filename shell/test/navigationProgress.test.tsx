/**
 * The navigation progress bar (a bar with a spinner shows while a navigation waits): after a
 * navigation, while the new screen's remote or its data is loading, a bar with a spinner shows at the top of the
 * page; only once the wait passes PROGRESS_DELAY_MS, so quick navigations do not flash it; it goes when all settled.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@storefront/shared/runtime';
import { RemoteScreen } from '../src/federation/RemoteSlot';
import { forgetRoutesModule } from '../src/federation/remotes';
import { NavigationProgress, PROGRESS_DELAY_MS } from '../src/navigation/NavigationProgress';
import { deferred, loadRemote } from './support/federation';
import { renderScreen } from '@storefront/shared/testing';
import { clickThroughSuspense } from './support/render';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);

const productList = { screens: { ProductList: () => <h1>Products</h1> } };

/** The answer of the offers screen's query, settled by the test. */
let offersAnswer = deferred<string[]>();

/** A screen that fetches its data: the heading at once, the offers once they came. */
function OffersScreen() {
  const { data } = useQuery({ queryKey: ['offers'], queryFn: () => offersAnswer.promise });
  return (
    <>
      <h1>Offers</h1>
      {data && <p>{data.join(', ')}</p>}
    </>
  );
}

/** Lets the given time pass on the page (timers, then the renders they cause). */
const wait = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

/** Opens the page on '/', lets its first screen settle, then follows the link `name`. */
async function navigateTo(name: 'Products' | 'Offers' | 'About') {
  renderScreen(
    <>
      <NavigationProgress />
      <Link to="/products">Products</Link>
      <Link to="/offers">Offers</Link>
      <Link to="/about">About</Link>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/offers" element={<OffersScreen />} />
        <Route path="/about" element={<h1>About</h1>} />
        <Route path="/products" element={<RemoteScreen remote="catalog" screen="ProductList" />} />
      </Routes>
    </>,
    { queryClient },
  );
  await wait(PROGRESS_DELAY_MS * 2);
  await clickThroughSuspense(screen.getByRole('link', { name }));
}

/** The catalogue remote, loading until the test resolves it. */
function catalogLoading() {
  const remote = deferred<unknown>();
  loadRemote.mockReturnValue(remote.promise);
  return remote;
}

beforeEach(() => {
  jest.useFakeTimers();
  forgetRoutesModule('catalog');
  loadRemote.mockReset();
});
afterEach(async () => {
  await act(async () => void jest.runOnlyPendingTimers());
  jest.useRealTimers();
  queryClient.clear();
});

it('does not show for a navigation with nothing to load', async () => {
  await navigateTo('About');
  await wait(PROGRESS_DELAY_MS * 2);
  expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
  expect(bar()).not.toBeInTheDocument();
});

it('does not show while a remote loads faster than the delay', async () => {
  const remote = catalogLoading();
  await navigateTo('Products');
  await wait(PROGRESS_DELAY_MS / 2);
  await act(async () => remote.resolve(productList));
  expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  await wait(PROGRESS_DELAY_MS * 2);
  expect(bar()).not.toBeInTheDocument();
});

it("shows the bar and a spinner after the delay while the screen's remote loads, and goes once it has", async () => {
  const remote = catalogLoading();
  await navigateTo('Products');
  expect(loadRemote).toHaveBeenCalledWith('catalog/routes');
  await wait(PROGRESS_DELAY_MS - 10);
  expect(bar()).not.toBeInTheDocument();
  await wait(10);
  const progress = await screen.findByRole('progressbar', { name: 'Loading page' });
  // With a spinner at its end, hidden from assistive technology (the bar is announced).
  expect(within(progress.parentElement!).getByRole('status', { hidden: true, name: 'Loading' })).toBeInTheDocument();

  await act(async () => remote.resolve(productList));
  expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
  await waitFor(() => expect(bar()).not.toBeInTheDocument());
});

it("shows while the new screen's data is being fetched, and goes once it came", async () => {
  offersAnswer = deferred<string[]>();
  await navigateTo('Offers');
  await wait(PROGRESS_DELAY_MS - 10);
  expect(bar()).not.toBeInTheDocument();
  await wait(10);
  expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
  await act(async () => offersAnswer.resolve(['Diwali sale']));
  expect(await screen.findByText('Diwali sale')).toBeInTheDocument();
  await waitFor(() => expect(bar()).not.toBeInTheDocument());
});
