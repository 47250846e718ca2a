import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartQuantityControl } from '../../src/ui';

/** A cart of one pack that saves each change after a moment, the way the shared cart answers. */
function Line({ initial = 0 }: { initial?: number }) {
  const [quantity, setQuantity] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = (delta: number) => {
    setBusy(true);
    setTimeout(() => {
      setQuantity((current) => current + delta);
      setBusy(false);
    }, 10);
  };
  return (
    <>
      <CartQuantityControl
        quantity={quantity}
        busy={busy}
        label="Quantity of Onion 1 kg"
        onIncrement={() => change(1)}
        onDecrement={() => change(-1)}
      />
      <button type="button" onClick={() => setQuantity(0)}>
        Empty the cart elsewhere
      </button>
    </>
  );
}

describe('CartQuantityControl', () => {
  it("keeps focus on the stepper's + when 'Add to Cart' turns into it, and on 'Add to Cart' after the last −", async () => {
    render(<Line />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const increase = await screen.findByRole('button', { name: 'Increase quantity' });
    expect(increase).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Quantity of Onion 1 kg' })).toHaveTextContent('1');

    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Add to Cart' })).toHaveFocus();
  });

  it('does not take focus when the cart changes while the shopper is elsewhere', async () => {
    render(<Line initial={2} />);
    const elsewhere = screen.getByRole('button', { name: 'Empty the cart elsewhere' });
    await userEvent.click(elsewhere);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveFocus();
    expect(elsewhere).toHaveFocus();
    act(() => elsewhere.blur());
    expect(document.body).toHaveFocus();
  });
});
