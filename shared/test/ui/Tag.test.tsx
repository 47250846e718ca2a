import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tag } from '../../src/ui';

describe('Tag', () => {
  it('shows its label, and no close button unless closable', () => {
    render(<Tag label="Organic" />);
    expect(screen.getByText('Organic')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("closes from its 'Remove {label}' button", async () => {
    const onClose = jest.fn();
    render(<Tag label="Organic" onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Organic' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each(['{Backspace}', '{Delete}', '{Enter}'])('closes with %s when focused', async (key) => {
    const onClose = jest.fn();
    render(<Tag label="Organic" onClose={onClose} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Remove Organic' })).toHaveFocus();
    await userEvent.keyboard(key);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('makes its close button a 24 px tap target (WCAG 2.5.8)', () => {
    render(<Tag label="Organic" onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Remove Organic' })).toHaveStyle({ width: '24px', height: '24px' });
  });

  it('ignores other keys and takes a custom close label', async () => {
    const onClose = jest.fn();
    render(<Tag label="Brand: Amul" closeLabel="Clear brand filter" onClose={onClose} />);
    await userEvent.tab();
    await userEvent.keyboard('a');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Clear brand filter' })).toHaveFocus();
  });
});
