/**
 * The HTML the server sends for the shopper's pages is valid HTML, checked by html-validate as a crawler or a browser
 * without JavaScript gets it: the shop's React tree drawn by the server, its head, its inlined data.
 */
import { HtmlValidate, type ConfigData } from 'html-validate';
import { expect, test } from './fixtures';

/**
 * The standard's rules, the accessibility rules and those for whole documents; not the style presets (React writes
 * `<img/>` and `srcSet`, which HTML allows).
 */
const CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // ARIA allows naming a list ("Active filters"); the rule's default only discourages it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // The search box is a one-field form, sent by Enter (HTML's implicit submission) and a phone keyboard's search key;
    // a submit button is WCAG's technique H32, not a requirement, and did not fit the first-visit budget.
    'wcag/h32': 'off',
  },
};

const PAGES = [
  '/',
  '/products',
  '/products?c=fresh-vegetables',
  '/products/doodh-ganga-fresh-paneer',
  // A footer page, and one with a form.
  '/about-us',
  '/contact-us',
];

const validator = new HtmlValidate(CONFIG);

for (const path of PAGES) {
  test(`the page served for ${path} is valid HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The server drew the page (a spinner in an empty frame would be valid too).
    expect(html).toMatch(/<div id="root" data-server-rendered="">\s*<(?!div id="?app-loading)/);
    const report = await validator.validateString(html, path);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId} at ${message.line}:${message.column} ${message.message} (${message.selector})`),
    );
    expect(problems).toEqual([]);
  });
}
