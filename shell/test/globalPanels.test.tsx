/**
 * The global panels (GLOBAL_PANELS of the shared route table): the cart panel, pincode modal, category filter
 * and wishlist modal open from their bus events anywhere on the page. Each is its remote's exposed Panel, loaded on
 * its first open and kept mounted after; one that cannot load or breaks shows an error toast, is reported, and
 * leaves the others working. Opens that come before the panels' host has loaded are not lost.
 *
 * The page loads each panel once: the tests of this file share that page, so each counts the loads it causes.
 */
import { useEffect } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GlobalPanelProps } from '@storefront/shared';
import { dismissToast, errorReporter, eventBus, toastStore } from '@storefront/shared/runtime';
import { GlobalPanelsMount } from '../src/panels/GlobalPanelsMount';
import { ToastHost } from '../src/panels/ToastHost';
import { loadRemote, unavailable } from './support/federation';

jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./support/federation').federationRuntime);

const PANEL_UNAVAILABLE = 'This could not be opened right now. Please try again.';

/** How often each fake panel was mounted, and which ones break when rendered. */
const mounts = new Map<string, number>();
const breaking = new Set<string>();

/** A remote's exposed panel: a dialog with the payload it was opened with and a Close button. */
function fakePanel(title: string) {
  return function Panel({ open, payload, onClose }: GlobalPanelProps) {
    useEffect(() => void mounts.set(title, (mounts.get(title) ?? 0) + 1), []);
    if (breaking.has(title)) throw new Error(`${title} broke`);
    if (!open) return null;
    return (
      <section role="dialog" aria-label={title}>
        <p>{JSON.stringify(payload)}</p>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </section>
    );
  };
}

/** Each remote's exposed modules, by the id the shell asks the federation runtime for. */
const REMOTE_MODULES: Record<string, unknown> = {
  'cartCheckout/CartPanel': { Panel: fakePanel('Cart Summary') },
  'cartCheckout/PincodeModal': { Panel: fakePanel('Change Location') },
  'catalog/CategoryFilter': { Panel: fakePanel('Category Filter') },
  'catalog/WishlistModal': { Panel: fakePanel('Add Products In Wishlist') },
};

const loadsOf = (id: string) => loadRemote.mock.calls.filter(([asked]) => asked === id).length;
const panel = (name: string) => screen.findByRole('dialog', { name });
const emit: typeof eventBus.emit = (name, payload) => act(() => eventBus.emit(name, payload));

let report: jest.SpyInstance;
beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id) => REMOTE_MODULES[id]);
  report = jest.spyOn(errorReporter, 'captureException').mockImplementation(() => undefined);
  for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  breaking.clear();
});
afterEach(() => report.mockRestore());

function renderPage() {
  return render(
    <>
      <GlobalPanelsMount />
      <ToastHost />
    </>,
  );
}

// First in the file: the host has not been loaded yet.
it('loads nothing before the first open, then opens everything asked for while its host was loading', async () => {
  renderPage();
  expect(loadRemote).not.toHaveBeenCalled();
  act(() => {
    eventBus.emit('ui:open-pincode', {});
    eventBus.emit('ui:open-wishlist', { product_id: 5 });
  });
  // Answered at once, while the host loads.
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(within(await panel('Change Location')).getByText('{}')).toBeInTheDocument();
  expect(within(await panel('Add Products In Wishlist')).getByText('{"product_id":5}')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  expect(loadsOf('cartCheckout/PincodeModal')).toBe(1);
  expect(loadsOf('catalog/WishlistModal')).toBe(1);
});

it("loads the owning remote's Panel on the first open, open with the payload; closes it on request and reuses it", async () => {
  renderPage();
  const user = userEvent.setup();
  emit('ui:open-cart', {});
  await user.click(within(await panel('Cart Summary')).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog', { name: 'Cart Summary' })).not.toBeInTheDocument();
  emit('ui:open-cart', {});
  await panel('Cart Summary');
  expect(loadsOf('cartCheckout/CartPanel')).toBe(1);
  // The same panel, opened again (not mounted anew).
  expect(mounts.get('Cart Summary')).toBe(1);
});

it('shows a loading state at once while a panel comes from its remote, until it has come (or could not)', async () => {
  // This file's first category filter open: it fails here, so the tests below still load it anew.
  let fail!: () => void;
  loadRemote.mockImplementation((id) =>
    id === 'catalog/CategoryFilter' ? new Promise((resolve) => (fail = () => resolve(unavailable(id)))) : Promise.resolve(REMOTE_MODULES[id]),
  );
  renderPage();
  emit('ui:open-category-filter', {});
  expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
  await act(async () => fail());
  expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_UNAVAILABLE);
  expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
});

it('opens the cart on load when the page before the reload asked for it (a pincode set from the cart)', async () => {
  sessionStorage.setItem('ui:open-cart', '1');
  renderPage();
  await panel('Cart Summary');
  sessionStorage.clear();
});

it('opens a panel again with the payload of the new open', async () => {
  renderPage();
  emit('ui:open-wishlist', { product_id: 5 });
  await panel('Add Products In Wishlist');
  emit('ui:open-wishlist', { product_id: 9 });
  await waitFor(() => expect(screen.getByRole('dialog', { name: 'Add Products In Wishlist' })).toHaveTextContent('{"product_id":9}'));
});

describe('a panel that fails', () => {
  it('cannot load: an error toast, a report, nothing else touched; the next open tries again', async () => {
    loadRemote.mockImplementation(async (id) => (id === 'catalog/CategoryFilter' ? unavailable(id) : REMOTE_MODULES[id]));
    renderPage();
    emit('ui:open-category-filter', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_UNAVAILABLE);
    expect(report).toHaveBeenCalledWith(expect.any(Error), { panel: 'ui:open-category-filter' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The other panels still open.
    emit('ui:open-pincode', {});
    await panel('Change Location');

    // A module without a Panel is no better.
    loadRemote.mockImplementation(async (id) => (id === 'catalog/CategoryFilter' ? { screens: {} } : REMOTE_MODULES[id]));
    emit('ui:open-category-filter', {});
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(report).toHaveBeenCalledTimes(2);

    loadRemote.mockImplementation(async (id) => REMOTE_MODULES[id]);
    emit('ui:open-category-filter', {});
    await panel('Category Filter');
    expect(loadsOf('catalog/CategoryFilter')).toBe(3);
  });

  it('breaks when rendered: an error toast and a report; the page and the other panels go on; the next open loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();
    emit('ui:open-pincode', {});
    await panel('Change Location');
    const cartLoads = loadsOf('cartCheckout/CartPanel');

    breaking.add('Cart Summary');
    emit('ui:open-cart', {});
    expect(await screen.findByRole('alert')).toHaveTextContent(PANEL_UNAVAILABLE);
    expect(report).toHaveBeenCalledWith(new Error('Cart Summary broke'), { panel: 'ui:open-cart' });
    expect(screen.getByRole('dialog', { name: 'Change Location' })).toBeInTheDocument();

    breaking.delete('Cart Summary');
    emit('ui:open-cart', {});
    await panel('Cart Summary');
    expect(loadsOf('cartCheckout/CartPanel')).toBe(cartLoads + 1);
    jest.mocked(console.error).mockRestore();
  });
});
