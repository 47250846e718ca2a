import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userSchema } from '@storefront/shared';
import { setUser } from '@storefront/shared/runtime';
import {
  MESSAGE_TEMPLATE_NOT_FOUND,
  MESSAGE_WEBSITE_CREATED,
  MESSAGE_WEBSITE_NOT_FOUND,
  websiteChosenMessage,
  websiteDomainTakenMessage,
  type WebsiteSummary,
} from '@storefront/shared/signed-in';
import { startOnChosenWebsite } from '../src/websites/startOnChosenWebsite';
import { type ApiRequest, currentLocation, fakeApi, holdAnswers, navigationType } from '@storefront/shared/testing';
import { refused, user } from './fixtures';
import { renderAccount } from './accountScreens';

jest.mock('../src/websites/startOnChosenWebsite', () => ({ startOnChosenWebsite: jest.fn() }));

const superadmin = userSchema.parse({ id: 1, name: 'Meera Iyer', email: 'meera@example.com', phone: '9812345678', superadmin: true });

const website = (
  id: number,
  name: string,
  domains: string[],
  flags: Partial<Pick<WebsiteSummary, 'is_default' | 'current'>> = {},
): WebsiteSummary => ({
  id,
  name,
  domains,
  is_default: false,
  current: false,
  created_at: '2025-01-10T09:30:00.000Z',
  ...flags,
});

const GREEN_BASKET = website(1, 'Green Basket', ['http://localhost:3000', 'https://greenbasket.example.com'], { is_default: true });
const FRESH_MART = website(2, 'Fresh Mart', ['https://freshmart.example.com'], { current: true });
const NIGHT_SHOP = website(3, 'Night Shop', []);
const LIST = { body: { data: [GREEN_BASKET, FRESH_MART, NIGHT_SHOP] } };

const row = (name: string) =>
  within(screen.getByRole('list', { name: 'Websites' }))
    .getByText(name)
    .closest('li') as HTMLElement;
const posts = (sent: ApiRequest[]) => sent.filter((request) => request.method === 'POST');

beforeEach(() => {
  setUser(superadmin);
  jest.mocked(startOnChosenWebsite).mockReset();
});

describe('who may see them', () => {
  it.each(['/auth/bos/choose', '/auth/bos/create'])(
    'sends a signed-in shopper at %s to their account, asking nothing about websites',
    async (path) => {
      setUser(user);
      const sent = fakeApi({ 'GET /s/api/websites': LIST });
      await renderAccount(path);
      await waitFor(() => expect(currentLocation()).toBe('/account'));
      expect(navigationType()).toBe('REPLACE');
      expect(screen.queryByRole('heading', { name: /Switch Website|Create website/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Websites' })).not.toBeInTheDocument();
      expect(sent.filter((request) => request.path.startsWith('/s/api/websites'))).toEqual([]);
    },
  );

  it('leaves a guest to the shell’s guard: nothing shown, nothing asked', async () => {
    setUser(null);
    const sent = fakeApi({ 'GET /s/api/websites': LIST });
    await renderAccount('/auth/bos/choose');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/auth/bos/choose');
    expect(sent).toEqual([]);
  });
});

describe('Switch Website', () => {
  it('lists every website with its addresses, the default and the current one marked', async () => {
    const sent = fakeApi({ 'GET /s/api/websites': LIST });
    const answerNow = holdAnswers();
    await renderAccount('/auth/bos/choose');
    expect(screen.getByRole('heading', { level: 1, name: 'Switch Website' })).toBeVisible();
    expect(screen.getByText('Choose the website to manage. The storefront then starts again on it.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading websites…');
    await answerNow();

    const list = await screen.findByRole('list', { name: 'Websites' });
    expect(
      within(list)
        .getAllByText(/^(Green Basket|Fresh Mart|Night Shop)$/)
        .map((name) => name.textContent),
    ).toEqual(['Green Basket', 'Fresh Mart', 'Night Shop']);
    expect(row('Green Basket')).toHaveTextContent('Default');
    expect(row('Green Basket')).not.toHaveTextContent('Current');
    expect(within(row('Green Basket')).getByText('http://localhost:3000')).toBeVisible();
    expect(within(row('Green Basket')).getByText('https://greenbasket.example.com')).toBeVisible();
    expect(row('Fresh Mart')).toHaveTextContent('Current');
    expect(row('Fresh Mart')).not.toHaveTextContent('Default');
    expect(within(row('Night Shop')).getByText('No address yet')).toBeVisible();

    // The current website has nothing to switch to; the others say which website their button is for.
    expect(within(row('Fresh Mart')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to Green Basket' })).toHaveTextContent('Switch');
    expect(screen.getByRole('button', { name: 'Switch to Night Shop' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create website' })).toHaveAttribute('href', '/auth/bos/create');
    expect(sent).toEqual([{ method: 'GET', path: '/s/api/websites', body: undefined }]);
  });

  it('switches: the session is told first, then the whole app loads again on the chosen website', async () => {
    const sent = fakeApi({
      'GET /s/api/websites': LIST,
      'POST /s/api/websites/3/choose': { body: { message: websiteChosenMessage('Night Shop'), data: { ...NIGHT_SHOP, current: true } } },
    });
    const postsWhenLoaded: ApiRequest[][] = [];
    jest.mocked(startOnChosenWebsite).mockImplementation(() => postsWhenLoaded.push(posts(sent)));
    await renderAccount('/auth/bos/choose');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Night Shop' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are now managing Night Shop.');
    expect(startOnChosenWebsite).toHaveBeenCalledTimes(1);
    expect(postsWhenLoaded).toEqual([[{ method: 'POST', path: '/s/api/websites/3/choose', body: {} }]]);
  });

  it('says why a switch was refused, and the list stays as it was', async () => {
    fakeApi({ 'GET /s/api/websites': LIST, 'POST /s/api/websites/1/choose': refused(404, MESSAGE_WEBSITE_NOT_FOUND) });
    await renderAccount('/auth/bos/choose');
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Green Basket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This website does not exist.');
    expect(startOnChosenWebsite).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Switch to Green Basket' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Switch to Night Shop' })).toBeEnabled();
    expect(row('Fresh Mart')).toHaveTextContent('Current');
  });

  it('says when the websites could not be loaded, and Try again loads them', async () => {
    const sent = fakeApi({ 'GET /s/api/websites': [refused(503, 'The service is busy. Please try again.'), LIST] });
    await renderAccount('/auth/bos/choose');
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('heading', { name: 'The websites could not be loaded.' })).toBeVisible();
    expect(within(failure).getByRole('link', { name: 'Create website' })).toHaveAttribute('href', '/auth/bos/create');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Websites' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /s/api/websites', 'GET /s/api/websites']);
  });
});

describe('Create website', () => {
  const field = (name: 'Name' | 'Website address') => screen.getByRole('textbox', { name });
  const template = () => screen.getByRole('combobox', { name: 'Template' });
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create website' }));

  it('asks for a name, an address and a template, the default website first chosen', async () => {
    fakeApi({ 'GET /s/api/websites': LIST });
    const answerNow = holdAnswers();
    await renderAccount('/auth/bos/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Create website' })).toBeVisible();
    expect(
      screen.getByText('A new website starts with the look, navigation and pages of a template website. Products, users and orders are not copied.'),
    ).toBeVisible();
    expect(field('Name')).toHaveValue('');
    expect(field('Website address')).toHaveAccessibleDescription('like https://shop.example.com');
    expect(template()).toBeDisabled();
    expect(template()).toHaveDisplayValue('Loading websites…');
    await answerNow();
    await waitFor(() => expect(template()).toBeEnabled());
    expect(template()).toHaveDisplayValue('Green Basket');
    expect(
      within(template())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Green Basket', 'Fresh Mart', 'Night Shop']);
    expect(screen.getByRole('link', { name: 'Back to websites' })).toHaveAttribute('href', '/auth/bos/choose');
  });

  it('refuses an empty name and an address that is not an origin, in the contract’s words, and sends nothing', async () => {
    const sent = fakeApi({ 'GET /s/api/websites': LIST });
    await renderAccount('/auth/bos/create');
    await submit();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter a name for the website.',
      'Please enter the website address as an origin, like https://shop.example.com',
    ]);
    await userEvent.type(field('Name'), '   ');
    await userEvent.type(field('Website address'), 'shop.example.com/home');
    await submit();
    expect(field('Name')).toHaveAccessibleDescription('Please enter a name for the website.');
    expect(field('Website address')).toHaveAccessibleDescription(
      'like https://shop.example.com Please enter the website address as an origin, like https://shop.example.com',
    );
    expect(posts(sent)).toEqual([]);
  });

  it('shows an address another website has on the address field, keeping what was typed', async () => {
    const taken = websiteDomainTakenMessage('https://freshmart.example.com');
    fakeApi({ 'GET /s/api/websites': LIST, 'POST /s/api/websites': refused(409, taken, 'domain') });
    await renderAccount('/auth/bos/create');
    await userEvent.type(field('Name'), 'Fresh Mart Two');
    await userEvent.type(field('Website address'), 'https://freshmart.example.com');
    await submit();
    await waitFor(() => expect(field('Website address')).toHaveAccessibleDescription(`like https://shop.example.com ${taken}`));
    expect(field('Website address')).toHaveValue('https://freshmart.example.com');
    expect(field('Name')).toHaveValue('Fresh Mart Two');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Edited, the field drops the server's refusal.
    await userEvent.type(field('Website address'), 'x');
    expect(field('Website address')).toHaveAccessibleDescription('like https://shop.example.com');
  });

  it('says a refusal about no field under the form, keeping what was typed', async () => {
    fakeApi({ 'GET /s/api/websites': LIST, 'POST /s/api/websites': refused(404, MESSAGE_TEMPLATE_NOT_FOUND) });
    await renderAccount('/auth/bos/create');
    await userEvent.type(field('Name'), 'Corner Store');
    await userEvent.type(field('Website address'), 'https://corner.example.com');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('The template website does not exist.');
    expect(field('Name')).toHaveValue('Corner Store');
    expect(field('Website address')).toHaveValue('https://corner.example.com');
  });

  it('creates the website from the chosen template, says so, and offers to switch to it', async () => {
    const corner = website(4, 'Corner Store', ['https://corner.example.com']);
    const sent = fakeApi({
      'GET /s/api/websites': LIST,
      'POST /s/api/websites': { status: 201, body: { message: MESSAGE_WEBSITE_CREATED, data: corner } },
      'POST /s/api/websites/4/choose': { body: { message: websiteChosenMessage('Corner Store'), data: { ...corner, current: true } } },
    });
    await renderAccount('/auth/bos/create');
    await waitFor(() => expect(template()).toBeEnabled());
    await userEvent.type(field('Name'), '  Corner Store ');
    await userEvent.type(field('Website address'), 'https://corner.example.com/');
    await userEvent.selectOptions(template(), 'Night Shop');
    await submit();

    expect(await screen.findByRole('status')).toHaveTextContent('Website created successfully');
    expect(posts(sent)).toEqual([
      { method: 'POST', path: '/s/api/websites', body: { name: 'Corner Store', domain: 'https://corner.example.com', template_id: 3 } },
    ]);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to websites' })).toHaveAttribute('href', '/auth/bos/choose');

    await userEvent.click(screen.getByRole('button', { name: 'Switch to Corner Store' }));
    await waitFor(() => expect(startOnChosenWebsite).toHaveBeenCalledTimes(1));
    expect(posts(sent).at(-1)).toEqual({ method: 'POST', path: '/s/api/websites/4/choose', body: {} });
    expect(screen.getByText('You are now managing Corner Store.')).toBeVisible();
  });

  it('still creates from the default website when the websites could not be loaded', async () => {
    const sent = fakeApi({
      'GET /s/api/websites': refused(503, 'The service is busy. Please try again.'),
      'POST /s/api/websites': {
        status: 201,
        body: { message: MESSAGE_WEBSITE_CREATED, data: website(4, 'Corner Store', ['https://corner.example.com']) },
      },
    });
    await renderAccount('/auth/bos/create');
    expect(await screen.findByText('The websites could not be loaded, so the default website is the template.')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.type(field('Name'), 'Corner Store');
    await userEvent.type(field('Website address'), 'https://corner.example.com');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent('Website created successfully');
    expect(posts(sent)).toEqual([{ method: 'POST', path: '/s/api/websites', body: { name: 'Corner Store', domain: 'https://corner.example.com' } }]);
  });
});
