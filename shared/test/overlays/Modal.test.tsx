import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MODAL_WIDTH_PX } from '../../src/contracts/constants';
import { Modal, type ModalProps } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

function Harness(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal title="Choose pincode" {...props} open={open} onClose={() => setOpen(false)}>
        <input aria-label="Pincode" />
      </Modal>
    </>
  );
}

async function openModal(props: Partial<ModalProps> = {}) {
  const user = setUpUser();
  render(<Harness {...props} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  advance(5);
  return { user, dialog: screen.getByRole('dialog', { name: 'Choose pincode' }) };
}

describe('Modal', () => {
  it('mounts at once but becomes visible only after 5 ms', async () => {
    const user = setUpUser();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose pincode' });
    advance(4);
    expect(dialog).not.toBeVisible();
    advance(1);
    expect(dialog).toBeVisible();
  });

  it('stays on screen during the 300 ms close animation, then unmounts and calls onClosed', async () => {
    const onClosed = jest.fn();
    const { user, dialog } = await openModal({ onClosed });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeVisible();
    advance(299);
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(onClosed).not.toHaveBeenCalled();
    advance(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('is 450 px wide, modal, labelled by its title, with Cancel and Ok buttons', async () => {
    const { dialog } = await openModal();
    expect(MODAL_WIDTH_PX).toBe(450);
    expect(getComputedStyle(dialog).width).toBe('450px');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['', 'Cancel', 'Ok']);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('takes another width, renamed or hidden buttons and calls onOk / onCancel', async () => {
    const onOk = jest.fn();
    const onCancel = jest.fn();
    const { user, dialog } = await openModal({ width: 600, okText: 'Save', cancelText: 'Back', onOk, onCancel, showCloseButton: false });
    expect(getComputedStyle(dialog).width).toBe('600px');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  });

  it('shows no footer buttons when both are hidden', async () => {
    const { dialog } = await openModal({ showOk: false, showCancel: false, showCloseButton: false });
    expect(within(dialog).queryAllByRole('button')).toHaveLength(0);
  });

  it('closes on Esc and on an overlay click', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    advance(5);
    await user.click(screen.getByTestId('modal-overlay'));
    advance(300);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on Esc and overlay click when those are turned off', async () => {
    const { user, dialog } = await openModal({ closeOnEsc: false, closeOnOverlayClick: false });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-overlay'));
    advance(300);
    expect(dialog).toBeVisible();
  });

  it('moves focus in, keeps Tab inside and gives focus back to the opener on close', async () => {
    const { user, dialog } = await openModal();
    const opener = screen.getByRole('button', { name: 'Open' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Pincode' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus();

    await user.keyboard('{Escape}');
    advance(0);
    expect(opener).toHaveFocus();
  });

  it('focuses the button asked for', async () => {
    const { dialog } = await openModal({ initialFocus: 'ok' });
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus();
  });

  it('locks the page scroll while open and restores the body style exactly', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    advance(300);
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});
