/**
 * Page-wide link handling: a `/categories` link anywhere opens
 * the Category Filter instead of navigating; a plain internal `<a href="/…">` (server-written HTML) navigates
 * client-side, without a page load; what the browser should handle (other sites, new tabs, downloads, modified
 * clicks) is left alone.
 */
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { currentLocation, renderScreen } from '@storefront/shared/testing';
import { atTestEnd, LinkInterception, recordEvents } from './support/render';

// Server-written HTML, as a dynamic page or the custom navbar brings it.
const SERVER_HTML = `
  <a href="/products?c=dal#top">Dal</a>
  <a href="/products"><span>Shop everything</span></a>
  <a href="/categories">Shop by category</a>
  <a href="/categories?from=footer">All categories</a>
  <a href="https://elsewhere.example/products">Elsewhere</a>
  <a href="//cdn.example/products">Protocol-relative</a>
  <a href="/products" target="_blank">Products in a new tab</a>
  <a href="/brochure.pdf" download>Brochure</a>
  <a href="mailto:help@freshkart.example">Mail us</a>
`;

/** Whether each click's default action (the browser following the link) was cancelled; jsdom's own is stopped. */
function recordDefaultPrevented() {
  const prevented: boolean[] = [];
  const record = (event: MouseEvent) => {
    prevented.push(event.defaultPrevented);
    event.preventDefault();
  };
  window.addEventListener('click', record);
  atTestEnd(() => window.removeEventListener('click', record));
  return prevented;
}

function renderPage() {
  return renderScreen(
    <>
      <LinkInterception />
      {/* HTML the router does not draw. */}
      <div dangerouslySetInnerHTML={{ __html: SERVER_HTML }} />
      <Link to="/categories">Categories link of the router</Link>
    </>,
  );
}

const link = (name: string) => screen.getByRole('link', { name });

let opens: ReturnType<typeof recordEvents<'ui:open-category-filter'>>;
let prevented: boolean[];
beforeEach(() => {
  opens = recordEvents('ui:open-category-filter');
  prevented = recordDefaultPrevented();
});

describe('internal anchors in server HTML', () => {
  it('navigate client-side, query and hash included, without a page load', async () => {
    const { user } = renderPage();
    await user.click(link('Dal'));
    expect(currentLocation()).toBe('/products?c=dal#top');
    expect(prevented).toEqual([true]);
  });

  it('navigate when something inside the anchor is clicked', async () => {
    const { user } = renderPage();
    await user.click(screen.getByText('Shop everything'));
    expect(currentLocation()).toBe('/products');
    expect(prevented).toEqual([true]);
  });
});

describe('/categories', () => {
  it.each(['Shop by category', 'All categories', 'Categories link of the router'])(
    '%s opens the Category Filter and stays on the page',
    async (name) => {
      const { user } = renderPage();
      await user.click(link(name));
      expect(opens).toEqual([{}]);
      expect(currentLocation()).toBe('/');
      expect(prevented).toEqual([true]);
    },
  );
});

describe('left to the browser', () => {
  it.each(['Elsewhere', 'Protocol-relative', 'Products in a new tab', 'Brochure', 'Mail us'])('%s', async (name) => {
    const { user } = renderPage();
    await user.click(link(name));
    expect(prevented).toEqual([false]);
    expect(currentLocation()).toBe('/');
    expect(opens).toEqual([]);
  });

  it.each(['Control', 'Meta', 'Shift', 'Alt'])('%s-clicks (open in a new tab or window, save)', async (key) => {
    const { user } = renderPage();
    await user.keyboard(`{${key}>}`);
    await user.click(link('Dal'));
    await user.click(link('Shop by category'));
    await user.keyboard(`{/${key}}`);
    expect(prevented).toEqual([false, false]);
    expect(currentLocation()).toBe('/');
    expect(opens).toEqual([]);
  });
});

it('stops when the layout goes', async () => {
  const { user, unmount } = renderPage();
  const anchor = link('Shop by category');
  unmount();
  document.body.append(anchor);
  await user.click(anchor);
  expect(opens).toEqual([]);
  expect(prevented).toEqual([false]);
  anchor.remove();
});
