import { render, screen, within } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { MOBILE_DRAWER_WIDTH_PX } from '../../src/contracts/constants';
import { Drawer, SidePanel, type SidePanelProps } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

function Harness({ kind, ...props }: Partial<SidePanelProps> & { kind: 'panel' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Component = kind === 'panel' ? SidePanel : Drawer;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Component title="Cart" {...props} open={open} onClose={() => setOpen(false)} footer={<button type="button">Continue to Checkout</button>}>
        <a href="/products">Shop</a>
      </Component>
    </>
  );
}

async function openPanel(props: Partial<SidePanelProps> & { kind: 'panel' | 'drawer' }) {
  const user = setUpUser();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  advance(5);
  return { user, panel: screen.getByRole('dialog', { name: 'Cart' }) };
}

describe('SidePanel', () => {
  it('slides in from the right at the width asked for, titled, with a Close button', async () => {
    const { panel } = await openPanel({ kind: 'panel', width: 500 });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    const style = getComputedStyle(panel);
    expect(style.width).toBe('500px');
    expect(style.right).toBe('0px');
    expect(style.transform).toBe('none');
    expect(within(panel).getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('is off screen before it opens and while it closes, then unmounts after 300 ms', async () => {
    const user = setUpUser();
    render(<Harness kind="panel" />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(getComputedStyle(screen.getByRole('dialog')).transform).toBe('translateX(100%)');
    advance(5);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(getComputedStyle(screen.getByRole('dialog')).transform).toBe('translateX(100%)');
    advance(299);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('traps Tab, closes on Esc, gives focus back and restores the page scroll', async () => {
    const { user, panel } = await openPanel({ kind: 'panel' });
    const opener = screen.getByRole('button', { name: 'Open' });
    expect(document.body.style.overflow).toBe('hidden');
    await user.tab();
    expect(within(panel).getByRole('link', { name: 'Shop' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Continue to Checkout' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves focus where the closing action put it (the heading of the page it opened)', async () => {
    const user = setUpUser();
    function ToCheckout() {
      const [open, setOpen] = useState(false);
      const [page, setPage] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {page && <PageHeading />}
          <SidePanel
            title="Cart"
            open={open}
            onClose={() => setOpen(false)}
            footer={
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setPage(true);
                }}
              >
                Continue to Checkout
              </button>
            }
          />
        </>
      );
    }
    function PageHeading() {
      const heading = useRef<HTMLHeadingElement>(null);
      useEffect(() => heading.current?.focus(), []);
      return (
        <h1 tabIndex={-1} ref={heading}>
          Checkout
        </h1>
      );
    }
    render(<ToCheckout />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    advance(5);
    await user.click(screen.getByRole('button', { name: 'Continue to Checkout' }));
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Checkout' })).toHaveFocus();
  });

  it('closes on an overlay click', async () => {
    const { user } = await openPanel({ kind: 'panel' });
    await user.click(screen.getByTestId('panel-overlay'));
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Drawer', () => {
  it('slides in from the left, 300 px wide by default', async () => {
    const { panel } = await openPanel({ kind: 'drawer' });
    expect(MOBILE_DRAWER_WIDTH_PX).toBe(300);
    const style = getComputedStyle(panel);
    expect(style.width).toBe('300px');
    expect(style.left).toBe('0px');
    expect(within(panel).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('only the top layer closes on Esc when a drawer opens a modal panel on top', async () => {
    const user = setUpUser();
    function Nested() {
      const [inner, setInner] = useState(false);
      return (
        <Drawer open title="Menu" onClose={() => undefined}>
          <button type="button" onClick={() => setInner(true)}>
            Categories
          </button>
          <SidePanel open={inner} title="Categories" onClose={() => setInner(false)} />
        </Drawer>
      );
    }
    render(<Nested />);
    advance(5);
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    advance(5);
    expect(screen.getByRole('dialog', { name: 'Categories' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    advance(300);
    expect(screen.queryByRole('dialog', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveFocus();
  });
});
