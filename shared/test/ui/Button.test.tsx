import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { Button } from '../../src/ui';
import { cssRulesFor } from './cssRules';

describe('Button', () => {
  it('is a type="button" by default and passes native props and the ref through', async () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} title="Save it">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Save it');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAttribute('type', 'submit');
  });

  it('is busy and disabled while loading, and cannot be clicked', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is decoration: the button's name stays 'Save'.
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Save</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('shows a focus ring and can be pressed from the keyboard', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Go</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveFocus();
    expect(cssRulesFor(button).some((rule) => /:focus-visible \{[^}]*outline: 2px solid var\(--sf-color-focus\)/.test(rule))).toBe(true);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
