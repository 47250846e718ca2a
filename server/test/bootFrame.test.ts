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
});
