import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, FileField, Radio, RadioGroup, TextField } from '../../src/forms';
import { Select } from '../../src/ui';

describe('TextField', () => {
  it('is labelled, controlled and reports the typed value', async () => {
    const onChange = jest.fn();
    function Host() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Name"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Host />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Asha');
    expect(input).toHaveValue('Asha');
    expect(onChange).toHaveBeenLastCalledWith('Asha');
  });

  it('links the hint, and shows the error as an alert that marks the input invalid', () => {
    const { rerender } = render(<TextField label="Email" type="email" hint="We send the receipt here" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('We send the receipt here');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <TextField
        label="Email"
        type="email"
        hint="We send the receipt here"
        error="Email is not a valid email address"
        value="x"
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Email is not a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Email is not a valid email address');
  });

  it('takes the types text, email, tel, number and password, and can be read-only and required', () => {
    render(
      <>
        <TextField label="Phone" type="tel" value="" onChange={() => {}} required />
        <TextField label="Quantity" type="number" value={0} onChange={() => {}} />
        <TextField label="Password" type="password" value="" onChange={() => {}} />
        <TextField label="Code" value="ABC" onChange={() => {}} readOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(0);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('readonly');
  });
});

describe('Select', () => {
  it('offers its options under a label and reports the chosen value', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="City"
        placeholder="Choose a city"
        value=""
        onChange={onChange}
        options={[
          { value: 'blr', label: 'Bengaluru' },
          { value: 'del', label: 'Delhi' },
        ]}
        error="City is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(screen.getByRole('option', { name: 'Choose a city' })).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('City is required');
    await userEvent.selectOptions(select, 'Delhi');
    expect(onChange).toHaveBeenCalledWith('del', expect.anything());
  });
});

describe('Checkbox', () => {
  it('toggles with the keyboard and shows its error', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="I agree" checked={false} onChange={onChange} error="I agree is required" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('I agree is required');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
  });
});

describe('RadioGroup', () => {
  function Payment({ error }: { error?: string }) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <RadioGroup legend="Payment" name="payment" value={value} onChange={setValue} error={error} required>
        <Radio value="cod" label="Cash on delivery" />
        <Radio value="upi" label="UPI" />
      </RadioGroup>
    );
  }

  it('is a radio group named by its legend, with one choice at a time', async () => {
    render(<Payment />);
    const group = screen.getByRole('radiogroup', { name: 'Payment' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'UPI' })).not.toBeChecked();
  });

  it('announces its error and marks the group invalid', () => {
    render(<Payment error="Payment is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment is required');
    expect(screen.getByRole('radiogroup', { name: 'Payment' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('FileField', () => {
  it('takes a single file and reports only that one', async () => {
    const onChange = jest.fn();
    render(<FileField label="Resume" value={null} onChange={onChange} />);
    const input = screen.getByLabelText('Resume') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    const first = new File(['a'], 'a.pdf', { type: 'application/pdf' });
    const second = new File(['b'], 'b.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, [first, second]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(first, expect.anything());
  });
});
