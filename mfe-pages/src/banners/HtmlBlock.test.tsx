import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { HtmlBlock } from './HtmlBlock';

/** The CSS rules emotion wrote into the document. */
const cssText = () =>
  [...document.querySelectorAll('style')]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .concat([...document.querySelectorAll('style')].map((style) => style.textContent ?? ''))
    .join('\n');

// The server sanitises page HTML (server/src/sites/sanitizeHtml.ts): the block renders what it is given, as given.
it('renders the server-sanitised HTML as it came, without cleaning it again', () => {
  const html =
    '<section class="hero"><h1 id="fresh">Fresh</h1><p><a href="https://example.com/farms" target="_blank" rel="noopener noreferrer">Our farms</a></p>' +
    '<img src="/cdn/atta.png" alt="Atta" width="320" height="180" loading="lazy"><table><tbody><tr><td>Atta</td><td>₹249</td></tr></tbody></table></section>';
  const { container } = render(<HtmlBlock html={html} />);
  const block = container.firstElementChild as HTMLElement;
  expect(block.innerHTML).toBe(html);
  expect(container.querySelector('h1')).toHaveTextContent('Fresh');
  // A browser-side sanitiser with the HTML profile would have dropped the link's target.
  expect(container.querySelector('a')).toHaveAttribute('target', '_blank');
  expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
});

it('ships no sanitiser: the remote depends on no DOMPurify', () => {
  const manifest = JSON.parse(readFileSync(path.join(__dirname, '../../package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('dompurify');
  expect(readFileSync(path.join(__dirname, 'HtmlBlock.tsx'), 'utf8')).not.toMatch(/from ['"]dompurify['"]/);
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
