import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { POPPER_FADE_MS } from '../../src/contracts/constants';
import { Popper } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

function Harness({ onClosed }: { onClosed?: () => void }) {
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" ref={setAnchor} onClick={() => setOpen((value) => !value)}>
        Sort
      </button>
      <Popper open={open} anchor={anchor} onClose={() => setOpen(false)} onClosed={onClosed} role="menu" aria-label="Sort by">
        <button type="button" role="menuitem">
          Price
        </button>
      </Popper>
    </>
  );
}

describe('Popper', () => {
  it('renders fixed next to its anchor and fades in over 200 ms', () => {
    const anchor = document.body.appendChild(document.createElement('button'));
    render(
      <Popper open anchor={anchor} onClose={jest.fn()} role="menu" aria-label="Sort by">
        Price
      </Popper>,
    );
    const menu = screen.getByRole('menu', { name: 'Sort by' });
    expect(menu).not.toBeVisible();
    expect(getComputedStyle(menu).transition).toContain(`opacity ${POPPER_FADE_MS}ms`);
    advance(0);
    expect(menu).toBeVisible();
    expect(getComputedStyle(menu).position).toBe('fixed');
    anchor.remove();
  });

  it('fades out over 200 ms before it is removed', async () => {
    const user = setUpUser();
    const onClosed = jest.fn();
    render(<Harness onClosed={onClosed} />);
    const anchor = screen.getByRole('button', { name: 'Sort' });
    await user.click(anchor);
    advance(0);
    await user.click(anchor);
    const menu = screen.getByRole('menu');
    expect(menu).not.toBeVisible();
    advance(199);
    expect(screen.getByRole('menu')).toBe(menu);
    advance(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes on Esc and on a press outside, but not on a press inside', async () => {
    const user = setUpUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Sort' }));
    advance(0);
    await user.keyboard('{Escape}');
    advance(200);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sort' }));
    advance(0);
    await user.click(screen.getByRole('menuitem', { name: 'Price' }));
    advance(200);
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(document.body);
    advance(200);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
