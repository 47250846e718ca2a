import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField, useForm, type FormRules } from '../../src/forms';
import { Button } from '../../src/ui';

type Values = { name: string; email: string; phone: string };
const rules: FormRules<Values> = {
  name: { label: 'Name', required: true },
  email: { label: 'Email', type: 'email', required: true },
  phone: { label: 'Phone', type: 'tel' },
};

function ContactForm({ onSubmit }: { onSubmit: (values: Values) => unknown }) {
  const form = useForm<Values>({ initialValues: { name: '', email: '', phone: '' }, rules, onSubmit });
  return (
    <form onSubmit={form.handleSubmit} noValidate>
      {(['name', 'email', 'phone'] as const).map((name) => (
        <TextField
          key={name}
          label={rules[name]!.label}
          type={rules[name]!.type === 'email' ? 'email' : rules[name]!.type === 'tel' ? 'tel' : 'text'}
          value={form.values[name]}
          onChange={(value) => form.setValue(name, value)}
          onBlur={() => form.touch(name)}
          error={form.errors[name]}
        />
      ))}
      <Button type="submit" loading={form.submitting}>
        Send
      </Button>
    </form>
  );
}

describe('useForm', () => {
  it('shows no error before a field is touched, and its error once it is left', async () => {
    render(<ContactForm onSubmit={jest.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });

  it('does not submit while a field is invalid, and shows every error on the attempt', async () => {
    const onSubmit = jest.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Phone is not in valid format',
    ]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Email is not a valid email address',
      'Phone is not in valid format',
    ]);
  });

  it('submits the values once every field is valid, busy until the save ends', async () => {
    let finish: () => void = () => {};
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.in');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.in', phone: '9876543210' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });
});
