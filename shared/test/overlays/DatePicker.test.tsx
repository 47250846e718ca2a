import { render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DatePicker } from '../../src/overlays';
import { advance, setUpOverlayTests, setUpUser } from './helpers';

setUpOverlayTests();

beforeEach(() => {
  jest.setSystemTime(new Date(2024, 2, 15, 10, 0));
});

function Harness({ initial, onChange, max }: { initial: string; onChange?: (value: string) => void; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date of birth"
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

async function openPicker(initial: string, onChange?: (value: string) => void, max?: string) {
  const user = setUpUser();
  render(<Harness initial={initial} onChange={onChange} max={max} />);
  const input = screen.getByRole('combobox', { name: 'Date of birth' });
  await user.click(input);
  const calendar = screen.getByRole('dialog', { name: 'Date of birth' });
  return { user, input, calendar, grid: within(calendar).getByRole('grid') };
}

describe('DatePicker', () => {
  it("shows a stored 'YYYY-MM-DD' value as 'MMM D, YYYY' in a read-only field", () => {
    render(<DatePicker label="Date of birth" value="2024-03-05" onChange={jest.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Date of birth' });
    expect(input).toHaveValue('Mar 5, 2024');
    expect(input).toHaveAttribute('readonly');
  });

  it.each(['', '00000000', '2024-02-30'])('shows nothing for the empty value %j', (value) => {
    render(<DatePicker label="Date of birth" value={value} onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Date of birth' })).toHaveValue('');
  });

  it("opens a calendar on the stored month and emits the picked day as 'YYYY-MM-DD'", async () => {
    const onChange = jest.fn();
    const { user, input, grid } = await openPicker('2024-03-05', onChange);
    expect(grid).toHaveAccessibleName('March 2024');
    const day5 = within(grid).getByRole('button', { name: 'Tuesday, March 5, 2024' });
    expect(day5).toHaveFocus();
    expect(day5.closest('td')).toHaveAttribute('aria-selected', 'true');
    await user.click(within(grid).getByRole('button', { name: 'Thursday, March 21, 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-03-21');
    expect(input).toHaveValue('Mar 21, 2024');
    advance(200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();
  });

  it('offers no day after max: later days are disabled, the keys and the month and year controls stop there', async () => {
    const onChange = jest.fn();
    const { user, calendar, grid } = await openPicker('2024-03-05', onChange, '2024-03-15');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'Friday, March 15, 2024' })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: 'Next month' })).toBeDisabled();
    const years = within(calendar).getByRole('combobox', { name: 'Year' });
    expect(within(years).getAllByRole('option').at(-1)).toHaveTextContent('2024');

    const day16 = within(grid).getByRole('button', { name: 'Saturday, March 16, 2024' });
    expect(day16).toBeDisabled();
    await user.click(day16);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(grid).getByRole('button', { name: 'Friday, March 15, 2024' }));
    expect(onChange).toHaveBeenCalledWith('2024-03-15');
  });

  it("opens on today's month when the value is '00000000'", async () => {
    const { grid } = await openPicker('00000000');
    expect(grid).toHaveAccessibleName('March 2024');
    expect(within(grid).getByRole('button', { name: 'Friday, March 15, 2024' })).toHaveFocus();
  });

  it('offers the years 1900 to 2099 and every month', async () => {
    const { calendar } = await openPicker('');
    const years = within(within(calendar).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years).toHaveLength(200);
    expect(years[0]).toHaveTextContent('1900');
    expect(years[199]).toHaveTextContent('2099');
    const months = within(within(calendar).getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(months.map((month) => month.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
  });

  it('changes the shown month with the selects and the month buttons', async () => {
    const { user, calendar, grid } = await openPicker('2024-03-05');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Year' }), '1999');
    await user.selectOptions(within(calendar).getByRole('combobox', { name: 'Month' }), 'December');
    expect(grid).toHaveAccessibleName('December 1999');
    await user.click(within(calendar).getByRole('button', { name: 'Next month' }));
    expect(grid).toHaveAccessibleName('January 2000');
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    await user.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    expect(grid).toHaveAccessibleName('November 1999');
  });

  it('moves the focused day with the arrow keys, across months, and picks it with Enter', async () => {
    const onChange = jest.fn();
    const { user, grid } = await openPicker('2024-03-05', onChange);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(grid).getByRole('button', { name: 'Wednesday, March 13, 2024' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(grid).toHaveAccessibleName('February 2024');
    expect(within(grid).getByRole('button', { name: 'Tuesday, February 27, 2024' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2024-02-27');
  });

  it('closes on Esc without changing the value', async () => {
    const onChange = jest.fn();
    const { user, input } = await openPicker('2024-03-05', onChange);
    await user.keyboard('{ArrowRight}{Escape}');
    advance(200);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Mar 5, 2024');
    expect(input).toHaveFocus();
  });

  it('opens from the keyboard', async () => {
    const user = setUpUser();
    render(<Harness initial="2024-03-05" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('dialog', { name: 'Date of birth' })).toBeInTheDocument();
  });
});
