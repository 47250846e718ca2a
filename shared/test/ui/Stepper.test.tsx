import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper } from '../../src/ui';

const setup = (props: Partial<Parameters<typeof Stepper>[0]> = {}) => {
  const onIncrement = jest.fn();
  const onDecrement = jest.fn();
  const view = render(<Stepper quantity={2} onIncrement={onIncrement} onDecrement={onDecrement} {...props} />);
  return { onIncrement, onDecrement, ...view };
};

describe('Stepper', () => {
  it('labels its buttons and announces the quantity', async () => {
    const { onIncrement, onDecrement } = setup({ label: 'Quantity of Onion 1 kg' });
    expect(screen.getByRole('group', { name: 'Quantity of Onion 1 kg' })).toBeInTheDocument();
    const quantity = screen.getByText('2');
    expect(quantity).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onIncrement).toHaveBeenCalledTimes(1);
    expect(onDecrement).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard', async () => {
    const { onIncrement, onDecrement } = setup();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onDecrement).toHaveBeenCalledTimes(1);
    expect(onIncrement).toHaveBeenCalledTimes(1);
  });

  it('lets the last minus through at the default min of 0, and stops at min and max', async () => {
    const first = setup({ quantity: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(first.onDecrement).toHaveBeenCalledTimes(1);
    first.unmount();

    const bounded = setup({ quantity: 3, min: 3, max: 3 });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await userEvent.click(increase);
    expect(bounded.onDecrement).not.toHaveBeenCalled();
    expect(bounded.onIncrement).not.toHaveBeenCalled();
  });

  it('refuses clicks while busy but keeps focus', async () => {
    const { onIncrement } = setup({ busy: true });
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveAttribute('aria-busy', 'true');
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    expect(onIncrement).not.toHaveBeenCalled();
    expect(increase).toHaveFocus();
  });
});
