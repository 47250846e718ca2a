import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '@storefront/shared/testing';
import { resolvePageLink } from './pageLink';
import { PageLink } from './PageLink';

it("follows '/' paths in the shop, http(s) and www addresses in a new tab (www with https), nothing else", () => {
  expect(resolvePageLink('/products?c=dairy')).toEqual({ kind: 'internal', to: '/products?c=dairy' });
  expect(resolvePageLink('https://farms.example/visit')).toEqual({ kind: 'external', href: 'https://farms.example/visit' });
  expect(resolvePageLink('http://farms.example')).toEqual({ kind: 'external', href: 'http://farms.example' });
  expect(resolvePageLink('www.farms.example')).toEqual({ kind: 'external', href: 'https://www.farms.example' });
  for (const invalid of ['products', 'javascript:alert(1)', 'mailto:care@shop.example', '//evil.example/x', 'ftp://x', 'httpx']) {
    expect(resolvePageLink(invalid)).toEqual({ kind: 'invalid' });
  }
  for (const none of [null, undefined, '', '   ']) expect(resolvePageLink(none)).toEqual({ kind: 'none' });
});

describe('PageLink', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  const renderLink = (link: string | null) =>
    renderScreen(
      <Routes>
        <Route
          path="/"
          element={
            <PageLink link={link} label="Fresh fruits offer">
              <img alt="Fresh fruits offer" src="/cdn/large/banners/fruits.svg" />
            </PageLink>
          }
        />
        <Route path="/products" element={<p>Listing shown</p>} />
      </Routes>,
    );

  it('navigates in the shop, in the same tab, for a path', async () => {
    renderLink('/products');
    const link = screen.getByRole('link', { name: 'Fresh fruits offer' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(screen.getByText('Listing shown')).toBeInTheDocument();
  });

  it('opens an address in a new tab without giving it this window', () => {
    renderLink('www.farms.example');
    const link = screen.getByRole('link', { name: 'Fresh fruits offer' });
    expect(link).toHaveAttribute('href', 'https://www.farms.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("logs 'Invalid link format' for anything else and shows the picture without a link", () => {
    renderLink('products/fruits');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Fresh fruits offer' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Invalid link format', 'products/fruits');
  });

  it('shows the picture without a link and logs nothing when there is no link', () => {
    renderLink(null);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });
});
