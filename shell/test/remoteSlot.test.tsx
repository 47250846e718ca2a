/**
 * A remote's screen in its slot (failure isolation): a screen that throws, a remote that cannot be loaded, or a
 * screen the remote does not have shows the slot's fallback ('This part of the shop is unavailable right now',
 * Retry) instead of taking the page down, and a breaking screen is reported through the error reporter. Retry
 * loads the remote again.
 */
import { act, render, screen, within } from '@testing-library/react';
import { errorReporter } from '@storefront/shared/runtime';
import { RemoteScreen } from '../src/federation/RemoteSlot';
import { forgetRoutesModule } from '../src/federation/remotes';
import { loadRemote, unavailable } from './support/federation';
import { clickThroughSuspense } from './support/render';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);

const FALLBACK_TITLE = 'This part of the shop is unavailable right now';

function Broken(): never {
  throw new Error('ProductList broke');
}
const working = { screens: { ProductList: () => <h1>All products</h1> }, build: { version: '1.4.0', id: 'abc123' } };

let report: jest.SpyInstance;
beforeEach(() => {
  forgetRoutesModule('catalog');
  loadRemote.mockReset();
  report = jest.spyOn(errorReporter, 'captureException').mockImplementation(() => undefined);
  // React and the slot log what they caught.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** Renders the slot in an awaited act, so React finishes once the remote's module has come. */
const renderSlot = () =>
  act(async () => {
    render(
      <>
        <p>The rest of the page</p>
        <RemoteScreen remote="catalog" screen="ProductList" />
      </>,
    );
  });

it("renders the remote's screen, marked with the remote and its build", async () => {
  loadRemote.mockResolvedValue(working);
  await renderSlot();
  const heading = await screen.findByRole('heading', { name: 'All products' });
  expect(loadRemote).toHaveBeenCalledWith('catalog/routes');
  expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'catalog');
  expect(heading.closest('[data-remote]')).toHaveAttribute('data-build', '1.4.0+abc123');
});

it('shows the fallback for a screen that throws, reports it, and leaves the rest of the page alone', async () => {
  loadRemote.mockResolvedValue({ screens: { ProductList: Broken } });
  await renderSlot();
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent(FALLBACK_TITLE);
  expect(fallback).toHaveTextContent('We could not load mfe-catalog. The rest of the shop still works.');
  expect(report).toHaveBeenCalledWith(new Error('ProductList broke'), { remote: 'catalog' });
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();
});

it('shows the fallback, and reports, when the remote has no such screen', async () => {
  loadRemote.mockResolvedValue({ screens: {} });
  await renderSlot();
  expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TITLE);
  expect(report).toHaveBeenCalledWith(new Error('mfe-catalog has no screen ProductList'), { remote: 'catalog' });
});

it('shows the fallback when the remote could not be loaded (the loader already reported it)', async () => {
  loadRemote.mockResolvedValue(unavailable('catalog/routes'));
  await renderSlot();
  expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK_TITLE);
  expect(report).not.toHaveBeenCalled();
});

it('loads the remote again on Retry and shows its screen once it works', async () => {
  loadRemote.mockResolvedValueOnce({ screens: { ProductList: Broken } }).mockResolvedValueOnce(working);
  await renderSlot();
  await clickThroughSuspense(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'All products' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loadRemote).toHaveBeenCalledTimes(2);
});
