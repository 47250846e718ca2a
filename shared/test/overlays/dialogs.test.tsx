import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AlertDialog, ConfirmDialog, useAlert, useConfirm } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

function ConfirmHarness() {
  const [confirm, confirmDialog] = useConfirm();
  const [answers, setAnswers] = useState<boolean[]>([]);
  return (
    <>
      <button
        type="button"
        onClick={() => void confirm('Remove this address?', { title: 'Remove address' }).then((answer) => setAnswers((all) => [...all, answer]))}
      >
        Remove
      </button>
      <output>{answers.join(',')}</output>
      {confirmDialog}
    </>
  );
}

describe('ConfirmDialog', () => {
  it("shows 'Cancel' and 'Confirm', with focus on Cancel, and reports each choice", async () => {
    const user = setUpUser();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Remove address" message="Remove this address?" onConfirm={onConfirm} onCancel={onCancel} />);
    advance(5);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove address' });
    expect(dialog).toHaveAccessibleDescription('Remove this address?');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Confirm']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('useConfirm resolves true for Confirm and false for Cancel or Esc', async () => {
    const user = setUpUser();
    render(<ConfirmHarness />);
    const ask = async () => {
      await user.click(screen.getByRole('button', { name: 'Remove' }));
      advance(5);
      return screen.getByRole('alertdialog', { name: 'Remove address' });
    };

    await user.click(within(await ask()).getByRole('button', { name: 'Confirm' }));
    advance(300);
    await user.click(within(await ask()).getByRole('button', { name: 'Cancel' }));
    advance(300);
    await ask();
    await user.keyboard('{Escape}');
    advance(300);

    expect(screen.getByRole('status')).toHaveTextContent('true,false,false');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('AlertDialog', () => {
  it("has one 'OK' button that closes it", async () => {
    const user = setUpUser();
    const onClose = jest.fn();
    render(<AlertDialog open message="Your order was placed" onClose={onClose} />);
    advance(5);
    const dialog = screen.getByRole('alertdialog', { name: 'Your order was placed' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['OK']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('useAlert resolves once OK is pressed', async () => {
    const user = setUpUser();
    const closed = jest.fn();
    function AlertHarness() {
      const [alert, alertDialog] = useAlert();
      return (
        <>
          <button type="button" onClick={() => void alert('Saved').then(closed)}>
            Save
          </button>
          {alertDialog}
        </>
      );
    }
    render(<AlertHarness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    advance(5);
    expect(closed).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alertdialog', { name: 'Saved' })).getByRole('button', { name: 'OK' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
