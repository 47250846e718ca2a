import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dynamicFormDataSchema, type DynamicFormData } from '@storefront/shared';
import { dismissToast, toastStore } from '@storefront/shared/runtime';
import { currentLocation, fakeApi, renderScreen, type FakeAnswer } from '@storefront/shared/testing';
import { DynamicForm } from './DynamicForm';

// The thank-you dialog (and the overlays code it pulls in) is its own chunk, loaded once answers are sent.
const mockModalLoaded = jest.fn();
jest.mock('./SubmittedModal', () => {
  mockModalLoaded();
  return jest.requireActual('./SubmittedModal');
});
const modalLoadsWithTheForm = mockModalLoaded.mock.calls.length;

const CONTACT: DynamicFormData = dynamicFormDataSchema.parse({
  formtype: 'Contact',
  title: 'Talk to us',
  intro: 'We answer within a working day.',
  submitLabel: 'Send',
  fields: [
    { name: 'name', label: 'Name', required: true, autocomplete: 'name', placeholder: 'Your full name' },
    { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
    { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel-national' },
    { name: 'pincode', label: 'Pincode', pattern: '\\d{6}', patternMessage: 'Pincode must be 6 digits' },
    { name: 'city', label: 'City', pattern: '[A-Za-z ]+' },
    { name: 'topic', label: 'Topic', type: 'select', required: true, options: ['Delivery', 'Payment', 'Delivery'] },
    { name: 'size', label: 'Household size', type: 'number' },
    { name: 'message', label: 'Message', type: 'textarea', required: true, placeholder: 'How can we help?' },
  ],
});

const SAVED: FakeAnswer = { body: { success: true, message: 'Contact data submitted' } };

/** An answer the test gives when it wants, to look at the form while the request is under way. */
function deferred() {
  let give: (answer: FakeAnswer) => void = () => undefined;
  const answer = new Promise<FakeAnswer>((resolve) => (give = resolve));
  return { answer, give: (value: FakeAnswer) => act(async () => give(value)) };
}

/** Lets `ms` pass on the fake clock, settling the promises (the API's answer) along the way. */
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const topic = () => screen.getByRole('combobox', { name: 'Topic' });
const submitButton = () => within(screen.getByRole('form')).getByRole('button');

const show = (form: DynamicFormData = CONTACT) => renderScreen(<DynamicForm form={form} />, { route: '/contact' });
/** Mounted and past the binding delay, as a shopper who takes a second to start typing finds it. */
const showBound = async (form?: DynamicFormData) => {
  const view = show(form);
  await wait(1000);
  return view;
};

async function fillValid(u: ReturnType<typeof user>) {
  await u.type(textbox('Name'), '  Asha Rao  ');
  await u.type(textbox('Email'), 'asha@example.com');
  await u.selectOptions(topic(), 'Payment');
  await u.type(textbox('Message'), 'Please call me back.');
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'XSRF-TOKEN=test-token';
});
afterEach(() => {
  for (const toast of [...toastStore.toasts]) dismissToast(toast.id);
  jest.useRealTimers();
});

it('shows the title, the intro and every field by its type, with its label, placeholder, autocomplete and required mark', () => {
  show();
  expect(screen.getByRole('form', { name: 'Talk to us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Talk to us' })).toBeInTheDocument();
  expect(screen.getByText('We answer within a working day.')).toBeInTheDocument();

  expect(textbox('Name')).toHaveAttribute('type', 'text');
  expect(textbox('Name')).toHaveAttribute('placeholder', 'Your full name');
  expect(textbox('Name')).toHaveAttribute('autocomplete', 'name');
  expect(textbox('Name')).toBeRequired();
  expect(textbox('Email')).toHaveAttribute('type', 'email');
  expect(textbox('Email')).toHaveAttribute('autocomplete', 'email');
  expect(textbox('Phone')).toHaveAttribute('type', 'tel');
  expect(textbox('Phone')).not.toBeRequired();
  expect(screen.getByRole('spinbutton', { name: 'Household size' })).toHaveAttribute('type', 'number');
  expect(textbox('Message').tagName).toBe('TEXTAREA');
  expect(textbox('Message')).toHaveAttribute('placeholder', 'How can we help?');
  expect(textbox('Message')).toBeRequired();
  // The required mark is drawn for the eye; assistive technology reads "required" from the control.
  expect(screen.getByText('Name').querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
  expect(screen.getByText('Phone').querySelector('[aria-hidden="true"]')).toBeNull();

  expect(submitButton()).toHaveTextContent('Send');
  expect(submitButton()).toHaveAttribute('type', 'submit');
});

it("offers a select's choices after a first empty one, each once", async () => {
  show();
  const options = within(topic()).getAllByRole('option');
  expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
    ['', 'Choose an option'],
    ['Delivery', 'Delivery'],
    ['Payment', 'Payment'],
  ]);
  expect(topic()).toHaveValue('');
  await user().selectOptions(topic(), 'Delivery');
  expect(topic()).toHaveValue('Delivery');
});

it('names a form without a title by its form type', () => {
  show(dynamicFormDataSchema.parse({ formtype: 'Feedback', fields: [{ name: 'note', label: 'Note' }] }));
  expect(screen.getByRole('form', { name: 'Feedback' })).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(submitButton()).toHaveTextContent('Submit');
});

it('says "{label} is required" under every empty required field, focuses the first and sends nothing', async () => {
  const requests = fakeApi(() => SAVED);
  await showBound();
  await user().click(submitButton());
  expect(alerts()).toEqual(['Name is required', 'Email is required', 'Topic is required', 'Message is required']);
  expect(textbox('Name')).toHaveAccessibleDescription('Name is required');
  expect(textbox('Name')).toBeInvalid();
  expect(textbox('Message')).toHaveAccessibleDescription('Message is required');
  expect(textbox('Name')).toHaveFocus();
  await wait(2000);
  expect(requests).toEqual([]);
});

it('refuses a bad email, a phone that is not 10 digits from 6–9, and answers not matching the pattern, and sends nothing', async () => {
  const requests = fakeApi(() => SAVED);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.clear(textbox('Email'));
  await u.type(textbox('Email'), 'asha@example');
  await u.type(textbox('Phone'), '5876543210');
  await u.type(textbox('Pincode'), '5600');
  await u.type(textbox('City'), 'Bengaluru 560001');
  await u.click(submitButton());
  expect(alerts()).toEqual([
    'Email is not a valid email address',
    'Phone is not in valid format',
    'Pincode must be 6 digits',
    'City is not in valid format',
  ]);
  expect(textbox('Email')).toHaveFocus();
  await wait(2000);
  expect(requests).toEqual([]);
});

it("shows a field's error once it is left, and drops it once the answer is right", async () => {
  await showBound();
  const u = user();
  await u.type(textbox('Phone'), '98765');
  await u.tab();
  expect(textbox('Phone')).toHaveAccessibleDescription('Phone is not in valid format');
  await u.type(textbox('Phone'), '43210');
  expect(textbox('Phone')).not.toHaveAccessibleDescription();
  expect(alerts()).toEqual([]);
});

it('holds a submit made before the form is bound and sends it when the binding happens, 1000 ms after load', async () => {
  const requests = fakeApi(() => SAVED);
  show();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  expect(submitButton()).toHaveTextContent('Wait Saving...');
  expect(submitButton()).toBeDisabled();
  await wait(998);
  expect(requests).toEqual([]);
  await wait(2);
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/s/api/webui/create', body: { formtype: 'Contact' } });
  await wait(10);
  expect(screen.getByRole('dialog', { name: 'Contact data submitted' })).toBeInTheDocument();
  expect(submitButton()).toHaveTextContent('Send');
});

it('shows the errors of an invalid early submit at once, and sends nothing at the binding', async () => {
  const requests = fakeApi(() => SAVED);
  show();
  await user().click(submitButton());
  expect(alerts()).toContain('Name is required');
  expect(textbox('Name')).toHaveFocus();
  expect(submitButton()).toHaveTextContent('Send');
  await wait(1000);
  expect(requests).toEqual([]);
});

it('never submits natively: the submit event is always prevented, bound or not', async () => {
  fakeApi(() => SAVED);
  show();
  expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
  await wait(1000);
  expect(fireEvent.submit(screen.getByRole('form'))).toBe(false);
  expect(currentLocation()).toBe('/contact');
  expect(screen.getByRole('form')).not.toHaveAttribute('action');
});

it("sends emailactivation, formtype and every field's trimmed answer by name, an empty optional field as ''", async () => {
  const requests = fakeApi(() => SAVED);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.type(textbox('Phone'), ' 9876543210 ');
  await u.type(screen.getByRole('spinbutton', { name: 'Household size' }), '4');
  await u.click(submitButton());
  await wait(0);
  expect(requests).toEqual([
    {
      method: 'POST',
      path: '/s/api/webui/create',
      body: {
        emailactivation: 1,
        formtype: 'Contact',
        formdata: {
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '9876543210',
          pincode: '',
          city: '',
          topic: 'Payment',
          size: '4',
          message: 'Please call me back.',
        },
      },
    },
  ]);
  expect(requests[0].headers).toMatchObject({ 'x-xsrf-token': 'test-token', 'content-type': 'application/json' });
});

it("sends the form's emailactivation 0 as it is", async () => {
  const requests = fakeApi(() => SAVED);
  await showBound(dynamicFormDataSchema.parse({ formtype: 'Feedback', emailactivation: 0, fields: [{ name: 'note', label: 'Note' }] }));
  await user().click(submitButton());
  await wait(0);
  expect(requests.map(({ body }) => body)).toEqual([{ emailactivation: 0, formtype: 'Feedback', formdata: { note: '' } }]);
});

it("reads 'Wait Saving...' and is disabled while saving, the form busy, then gets its label back", async () => {
  const pending = deferred();
  const requests = fakeApi(() => pending.answer);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  expect(submitButton()).toHaveTextContent('Wait Saving...');
  expect(submitButton()).toBeDisabled();
  expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
  // Enter in a field while saving sends nothing more.
  fireEvent.submit(screen.getByRole('form'));
  await wait(0);
  expect(requests).toHaveLength(1);
  await pending.give(SAVED);
  expect(submitButton()).toHaveTextContent('Send');
  expect(submitButton()).toBeEnabled();
  expect(screen.getByRole('form')).not.toHaveAttribute('aria-busy');
});

it("saved, resets the form and says '{formtype} data submitted' and 'Thank You, Will Contact You', closing after 600 ms", async () => {
  fakeApi(() => SAVED);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(10);
  const dialog = screen.getByRole('dialog', { name: 'Contact data submitted' });
  expect(within(dialog).getByRole('heading', { name: 'Contact data submitted' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('Thank You, Will Contact You');
  expect(dialog).toHaveAccessibleDescription('Thank You, Will Contact You');

  expect(textbox('Name')).toHaveValue('');
  expect(textbox('Email')).toHaveValue('');
  expect(topic()).toHaveValue('');
  expect(textbox('Message')).toHaveValue('');
  expect(alerts()).toEqual([]);
  expect(toastStore.toasts).toEqual([]);

  const state = () => screen.getByRole('dialog').parentElement?.getAttribute('data-state');
  await wait(580);
  expect(state()).toBe('open');
  await wait(20); // 600 ms after it opened, it closes; its 300 ms close animation follows
  expect(state()).toBe('closed');
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('loads the thank-you dialog only once answers are sent, not with the form', async () => {
  expect(modalLoadsWithTheForm).toBe(0);
  fakeApi(() => SAVED);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(10);
  expect(mockModalLoaded).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Contact data submitted' })).toBeInTheDocument();
});

it('lets the thank-you dialog be closed before its 600 ms', async () => {
  fakeApi(() => SAVED);
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(10);
  await u.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
  await wait(300);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("failed, shows the server's message as an error toast and keeps the shopper's answers", async () => {
  fakeApi(() => ({ status: 503, body: { message: 'The shop is busy. Please try again.' } }));
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(0);
  expect(toastStore.toasts).toEqual([expect.objectContaining({ kind: 'error', message: 'The shop is busy. Please try again.' })]);
  expect(textbox('Name')).toHaveValue('  Asha Rao  ');
  expect(textbox('Email')).toHaveValue('asha@example.com');
  expect(topic()).toHaveValue('Payment');
  expect(textbox('Message')).toHaveValue('Please call me back.');
  expect(submitButton()).toHaveTextContent('Send');
  expect(submitButton()).toBeEnabled();
  await wait(1000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a refusal the server ties to a field under that field, until it is edited', async () => {
  const refusal = 'formdata.message: must not contain NUL characters';
  fakeApi(() => ({ status: 400, body: { message: refusal, field: 'formdata.message' } }));
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(0);
  expect(textbox('Message')).toHaveAccessibleDescription('must not contain NUL characters');
  expect(textbox('Message')).toHaveFocus();
  expect(toastStore.toasts).toEqual([expect.objectContaining({ kind: 'error', message: refusal })]);
  expect(textbox('Message')).toHaveValue('Please call me back.');
  await u.type(textbox('Message'), '!');
  expect(textbox('Message')).not.toHaveAccessibleDescription();
});

it('can send again after a failure', async () => {
  const requests = fakeApi(() => (requests.length === 1 ? { status: 500, body: { message: 'Down' } } : SAVED));
  await showBound();
  const u = user();
  await fillValid(u);
  await u.click(submitButton());
  await wait(0);
  await u.click(submitButton());
  await wait(10);
  expect(requests).toHaveLength(2);
  expect(screen.getByRole('dialog', { name: 'Contact data submitted' })).toBeInTheDocument();
});
