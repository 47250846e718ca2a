import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ComboBox, type ComboBoxOption } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

const CITIES: ComboBoxOption[] = [
  { value: 'BLR', label: 'Bengaluru' },
  { value: 'BOM', label: 'Mumbai' },
  { value: 'DEL', label: 'New Delhi' },
  { value: 'MAA', label: 'Chennai' },
];

function Harness({ initial = null, onChange }: { initial?: string | null; onChange?: (value: string) => void }) {
  const [city, setCity] = useState<string | null>(initial);
  return (
    <ComboBox
      label="City"
      options={CITIES}
      value={city}
      placeholder="Choose a city"
      onChange={(value) => {
        setCity(value);
        onChange?.(value);
      }}
    />
  );
}

async function openCombo(props: { initial?: string | null; onChange?: (value: string) => void } = {}) {
  const user = setUpUser();
  render(<Harness {...props} />);
  const button = screen.getByRole('button', { name: /^City/ });
  await user.click(button);
  advance(100);
  return { user, button, search: screen.getByRole('combobox', { name: 'City' }), listbox: screen.getByRole('listbox', { name: 'City' }) };
}

const optionLabels = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe('ComboBox', () => {
  it('shows the placeholder, then the chosen option on its button', () => {
    const { rerender } = render(<ComboBox label="City" options={CITIES} value={null} placeholder="Choose a city" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'City Choose a city' })).toHaveAttribute('aria-haspopup', 'listbox');
    rerender(<ComboBox label="City" options={CITIES} value="BOM" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'City Mumbai' })).toBeInTheDocument();
  });

  it('opens a listbox and focuses its search after 100 ms', async () => {
    const user = setUpUser();
    render(<Harness />);
    const button = screen.getByRole('button', { name: /^City/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(optionLabels(screen.getByRole('listbox'))).toEqual(['Bengaluru', 'Mumbai', 'New Delhi', 'Chennai']);
    advance(99);
    expect(button).toHaveFocus();
    advance(1);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveFocus();
  });

  it("filters case-insensitively and says 'No matching data' when nothing matches", async () => {
    const { user, search, listbox } = await openCombo();
    await user.type(search, 'DEL');
    expect(optionLabels(listbox)).toEqual(['New Delhi']);
    expect(screen.queryByText('No matching data')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'ai');
    expect(optionLabels(listbox)).toEqual(['Mumbai', 'Chennai']);
    await user.type(search, 'zz');
    expect(optionLabels(listbox)).toEqual([]);
    expect(screen.getByText('No matching data')).toBeVisible();
  });

  it('moves through the options with the arrow keys and chooses with Enter', async () => {
    const onChange = jest.fn();
    const { user, button, search } = await openCombo({ onChange });
    const active = () => document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Bengaluru');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('New Delhi');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Mumbai');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(active()).toBe('Chennai');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('MAA');
    advance(200);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveAccessibleName('City Chennai');
    expect(button).toHaveFocus();
  });

  it('marks the chosen option and chooses another with a click', async () => {
    const onChange = jest.fn();
    const { user, listbox } = await openCombo({ initial: 'DEL', onChange });
    expect(within(listbox).getByRole('option', { name: 'New Delhi' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Mumbai' }));
    expect(onChange).toHaveBeenCalledWith('BOM');
  });

  it('closes on Esc, giving focus back to its button, and on a click outside', async () => {
    const { user, button } = await openCombo();
    await user.keyboard('{Escape}');
    advance(200);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    advance(200);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
