import { render } from '@testing-library/react';
import { HtmlBlock } from './HtmlBlock';

/** The CSS rules emotion wrote into the document. */
const cssText = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
    .join('\n');

it('renders the authored HTML without scripts or event handlers', () => {
  const { container } = render(
    <HtmlBlock html={'<h1>Fresh</h1><img src="x.png" onerror="alert(1)"><script>alert(2)</script><a href="/products">Shop</a>'} />,
  );
  expect(container.querySelector('h1')).toHaveTextContent('Fresh');
  expect(container.querySelector('img')).not.toHaveAttribute('onerror');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('a')).toHaveAttribute('href', '/products');
});

it('styles the content with token typography that weighs nothing, so the page’s own CSS wins', () => {
  const { container } = render(<HtmlBlock html="<h1>Fresh</h1>" />);
  const block = container.firstElementChild as HTMLElement;
  expect(block).toHaveClass('page-html');
  const emotionClass = [...block.classList].find((name) => name.startsWith('css-'))!;
  const css = cssText();
  expect(css).toContain(`:where(.${emotionClass}) :where(h1)`);
  expect(css).toContain('var(--sf-color-primary)');
  expect(css).not.toMatch(new RegExp(`(^|[^(])\\.${emotionClass} (h1|a|p)`));
});
