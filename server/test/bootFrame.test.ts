/** The first frame: the shop's logo or name in the navbar's bar, escaped, in the theme's colours. */
import { bootFrameHtml } from '../src/web/bootFrame';

describe('the first frame', () => {
  it('writes the name escaped, in the primary colour, in a bar of the navbar’s height', () => {
    const html = bootFrameHtml({ name: 'Kart <&> "Co"', navbarHeight: 64 }, '/cdn');
    expect(html).toContain('>Kart &lt;&amp;&gt; &quot;Co&quot;</span>');
    expect(html).toContain('min-height:64px');
    expect(html).toContain('color:var(--sf-color-primary)');
    expect(html).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });

  it('shows the logo from the CDN when the site has one and shows logos, else the name', () => {
    expect(bootFrameHtml({ name: 'FreshKart', logo: 'site/logo.png' }, 'https://cdn.example')).toContain(
      '<img src="https://cdn.example/medium/site/logo.png" alt="FreshKart" width="56" height="56"',
    );
    expect(bootFrameHtml({ name: 'FreshKart', logo: 'site/logo.png', showLogo: false }, '/cdn')).toContain('>FreshKart</span>');
    expect(bootFrameHtml({ name: 'FreshKart' }, '/cdn')).toContain('min-height:56px');
  });

  it('keeps the navbar’s phone rows: the drawer button’s and the pincode’s, which stays as a gap when hidden', () => {
    expect(bootFrameHtml({ name: 'FreshKart' }, '/cdn')).toMatch(/class="app-frame-phone" style="flex:0 0 100%;height:40px"/);
    expect(bootFrameHtml({ name: 'FreshKart', showPincode: false }, '/cdn')).toMatch(/class="app-frame-phone" style="flex:0 0 100%;height:0"/);
  });

  it('draws the page’s largest picture on phones only: a banner in its box and phone art, a product in its frame', () => {
    const banner = bootFrameHtml({ name: 'FreshKart' }, '/cdn', {
      kind: 'banner',
      src: '/cdn/large/a.svg',
      srcSm: '/cdn/large/a-sm.svg',
      ratios: { sm: '4 / 3', md: '5 / 2', lg: '3 / 1' },
      fullpage: true,
    });
    expect(banner).toContain('#app-frame .app-frame-phone{display:none}@media (max-width: 767px){#app-frame .app-frame-phone{display:block}}');
    expect(banner).toMatch(
      /<\/header><div class="app-frame-phone"><div style=""><picture style="display:block;width:100%;aspect-ratio:4 \/ 3;overflow:hidden">/,
    );
    expect(banner).toContain(
      '<source media="(max-width: 767px)" srcset="/cdn/large/a-sm.svg"><img src="/cdn/large/a.svg" alt="" fetchpriority="high"',
    );
    const boxed = bootFrameHtml({ name: 'FreshKart' }, '/cdn', {
      kind: 'banner',
      src: '/a.svg',
      srcSm: null,
      ratios: { sm: '1 / 1', md: '1 / 1', lg: '1 / 1' },
      fullpage: false,
    });
    expect(boxed).toContain(
      '<div style="margin:16px auto 0;padding:0 16px"><picture style="display:block;width:100%;aspect-ratio:1 / 1;overflow:hidden;border-radius:12px"><img',
    );
    const product = bootFrameHtml({ name: 'FreshKart' }, '/cdn', { kind: 'product', src: '/cdn/medium/p.svg?"x"' });
    expect(product).toContain('<div style="padding:16px"><div style="width:100%;max-width:480px;aspect-ratio:1 / 1;margin:0 auto;');
    expect(product).toContain('<img src="/cdn/medium/p.svg?&quot;x&quot;" alt="" width="480" height="480" fetchpriority="high"');
  });

  it('draws a listing’s first row of pictures below its fixed rows: two on phones, three from sm, the filters’ row when filtered', () => {
    const srcs = ['/cdn/medium/a.svg', '/cdn/medium/b.svg', '/cdn/medium/"c".svg', '/cdn/medium/d.svg'];
    const listing = bootFrameHtml({ name: 'FreshKart' }, '/cdn', { kind: 'listing', srcs, filtered: false });
    const pictures = [...listing.matchAll(/<img src="([^"]*)" alt="" fetchpriority="high"/g)].map(([, src]) => src);
    expect(pictures).toEqual(['/cdn/medium/a.svg', '/cdn/medium/b.svg', '/cdn/medium/&quot;c&quot;.svg']);
    expect(listing).toContain('#app-frame .app-frame-grid{display:grid;gap:12px;grid-template-columns:repeat(2, minmax(0, 1fr))}');
    expect(listing).toContain('#app-frame .app-frame-card:nth-child(n+3){display:none}');
    expect(listing).toContain('@media (min-width: 640px){#app-frame .app-frame-title');
    expect(listing).toContain('grid-template-columns:repeat(3, minmax(0, 1fr))');
    const filtered = bootFrameHtml({ name: 'FreshKart' }, '/cdn', { kind: 'listing', srcs, filtered: true });
    // One more row between the toolbar and the grid: the active filters' tags.
    expect(filtered.split('<div style="height:').length).toBe(listing.split('<div style="height:').length + 1);
  });
});
