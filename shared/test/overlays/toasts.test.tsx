import { act, render, screen, within } from '@testing-library/react';
import { ApiError } from '../../src/contracts/errors';
import { Toaster } from '../../src/overlays';
import { dismissToast, showErrorToast, showToast, toastStore } from '../../src/runtime';
import { setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

afterEach(() => {
  for (const { id } of [...toastStore.toasts]) dismissToast(id);
});

// valtio tells its subscribers in a microtask: let the Toaster see the change before asserting.
async function inAct(change: () => void) {
  await act(async () => change());
}

const advance = (ms: number) => inAct(() => jest.advanceTimersByTime(ms));

function renderToaster() {
  render(<Toaster />);
  return { status: screen.getByRole('status') };
}

describe('Toaster', () => {
  it('shows a toast in the polite status region and hides it after 5000 ms by default', async () => {
    const { status } = renderToaster();
    expect(status).toHaveAttribute('aria-live', 'polite');
    await inAct(() => showToast({ message: 'Wishlist added successfully', kind: 'success' }));
    await advance(4999);
    expect(within(status).getByText('Wishlist added successfully')).toBeVisible();
    await advance(1);
    expect(screen.queryByText('Wishlist added successfully')).not.toBeInTheDocument();
  });

  it('hides a toast after the duration it was given', async () => {
    renderToaster();
    await inAct(() => showToast({ message: 'Copied', kind: 'info', durationMs: 1500 }));
    await advance(1499);
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('closes a toast with its Close button', async () => {
    const user = setUpUser();
    renderToaster();
    await inAct(() => showToast({ message: 'Address saved', kind: 'success' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
  });

  it('shows an error toast as an alert, for 5000 ms unless told otherwise', async () => {
    const { status } = renderToaster();
    await inAct(() => {
      showErrorToast('Pincode not serviceable');
      showErrorToast('Out of stock', 2000);
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Pincode not serviceable', 'Out of stock']);
    expect(status).toBeEmptyDOMElement();
    await advance(2000);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Pincode not serviceable']);
    await advance(3000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a string', 'Pincode not serviceable', 'Pincode not serviceable'],
    ['a list, joined by newlines', ['Name is required', 'Phone is required'], 'Name is required\nPhone is required'],
    ['response data that is a string', { response: { data: 'Service unavailable' } }, 'Service unavailable'],
    ['the msg field of the response data', { response: { data: { msg: 'Invalid coupon' } } }, 'Invalid coupon'],
    ['the message field of an API error', new ApiError(409, { message: 'Already in cart' }), 'Already in cart'],
    ['the error field', { response: { data: { error: 'Forbidden' } } }, 'Forbidden'],
    ['the fallback', { response: { data: {} } }, 'Something went wrong'],
    ['the fallback for nothing', undefined, 'Something went wrong'],
  ])('error toast message from %s', async (_shape, error, expected) => {
    renderToaster();
    await inAct(() => showErrorToast(error));
    // textContent keeps the newlines; the toast shows each line on its own (white-space: pre-line).
    expect(screen.getByRole('alert').textContent).toBe(expected);
    expect(getComputedStyle(screen.getByText(expected, { normalizer: (text) => text })).whiteSpace).toBe('pre-line');
  });
});
