/**
 * Security headers (src/http/securityHeaders.ts): on the API's answers, on documents, HSTS only over https (as a
 * trusted proxy says), and the storefront page's Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { BASELINE_CSP, HSTS, PAYMENT_PROVIDER_SOURCES, inlineScriptHashes, storefrontCsp } from '../src/http/securityHeaders';
import { startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL } from './helpers/visitors';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '10.9.9.9' }, { seed: false });
  });
  afterAll(async () => {
    await server.close();
  });
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
    server.app.inject({ method: 'GET', url, headers: { 'x-web-url': WEB_URL, ...headers }, ...(remoteAddress ? { remoteAddress } : {}) });

  const EVERY_ANSWER = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
  };
  const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-permitted-cross-domain-policies'];

  it('answers with no sniffing, a referrer policy, no framing by other sites, and no HSTS over plain http', async () => {
    const response = await get('/s/api/health');
    expect(response.headers).toMatchObject(EVERY_ANSWER);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends them on refusals and unknown paths too, and leaves the document-only headers off JSON', async () => {
    for (const url of ['/s/api/health', '/s/api/products/no-such-product', '/s/api/no-such-call', '/s/api/products?page=0']) {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers).toMatchObject(EVERY_ANSWER);
      expect(DOCUMENT_ONLY.filter((name) => name in response.headers)).toEqual([]);
    }
  });

  it('gives files and documents the whole set: a browsing context of their own, no DNS prefetching', async () => {
    for (const url of ['/cdn/medium/products/tomato-local.svg', '/sandbox/cashfree/checkout?session=none']) {
      const response = await get(url);
      expect([url, response.headers['content-type']]).toEqual([url, expect.stringMatching(/^(image\/svg\+xml|text\/html)/)]);
      expect(response.headers).toMatchObject({
        ...EVERY_ANSWER,
        'cross-origin-opener-policy': 'same-origin-allow-popups',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-permitted-cross-domain-policies': 'none',
      });
    }
  });

  it('sends HSTS when a trusted proxy says the request came over https, and only then', async () => {
    expect((await get('/s/api/health', { 'x-forwarded-proto': 'https' }, '10.9.9.9')).headers['strict-transport-security']).toBe(HSTS);
    expect((await get('/s/api/health', { 'x-forwarded-proto': 'https' }, '10.1.1.1')).headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every other document the baseline policy: the payment sandbox page cannot be framed by another site', async () => {
    const page = await get('/sandbox/cashfree/checkout?session=none');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(BASELINE_CSP);
  });
});

describe("the storefront page's policy", () => {
  const BOOT = '(function(){ start(); })();';
  const html = `<html><head><script type="application/json" id="init">{"a":1}</script><script type="application/ld+json">{}</script>
    <script src="/main.js"></script></head><body><script>${BOOT}</script><script type="text/javascript">other()</script></body></html>`;
  const policy = storefrontCsp(
    {
      remotes: {
        catalog: 'https://catalog.example/mf-manifest.json',
        cartCheckout: '/mfe-cart-checkout/mf-manifest.json',
        account: 'http://localhost:3102/mf-manifest.json',
        pages: 'https://pages.example/v2/mf-manifest.json',
      },
      cdnBase: 'https://cdn.example/images',
      checkoutScripts: ['https://checkout.razorpay.example/v1/checkout.js'],
    },
    html,
  );

  it('hashes the inline scripts that run, and no data block', () => {
    expect(inlineScriptHashes(html)).toEqual([sha256(BOOT), sha256('other()')]);
  });

  it('lets scripts come only from here, the remotes, the providers and the page’s own inline scripts', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://catalog.example',
      'http://localhost:3102',
      'https://pages.example',
      sha256(BOOT),
      sha256('other()'),
      ...PAYMENT_PROVIDER_SOURCES.script,
      'https://checkout.razorpay.example',
    ]);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('forbids framing by other sites, plugins and <base>, and reaches the CDN and the providers', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://cdn.example', 'https://catalog.example', ...PAYMENT_PROVIDER_SOURCES.connect]),
    );
    expect(directive(policy, 'frame-src')).toEqual(expect.arrayContaining(PAYMENT_PROVIDER_SOURCES.frame));
  });
});
