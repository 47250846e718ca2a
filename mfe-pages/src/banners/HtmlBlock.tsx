import { color, focusRing, font, mq, radius, space } from '@storefront/shared/ui';

/**
 * Base typography for authored HTML in the kit's tokens. Every rule sits in `:where()`, so it weighs nothing
 * and the page's own CSS (page data `css`) wins over it, even a bare `h1 { … }`.
 */
const proseCss = {
  lineHeight: font.lineHeight.normal,
  overflowWrap: 'anywhere',
  ':where(&) :where(h1, h2, h3, h4)': { margin: `0 0 ${space[3]}`, lineHeight: font.lineHeight.tight, color: color.text },
  ':where(&) :where(h1)': { fontSize: font.size['2xl'], [mq.smUp]: { fontSize: font.size['3xl'] } },
  ':where(&) :where(h2)': { fontSize: font.size.xl },
  ':where(&) :where(h3)': { fontSize: font.size.lg },
  ':where(&) :where(p, ul, ol)': { margin: `0 0 ${space[4]}` },
  ':where(&) :where(a)': { color: color.primary, fontWeight: font.weight.semibold, borderRadius: radius.sm },
  ':where(&) :where(a:focus-visible)': focusRing,
  ':where(&) :where(img, video)': { maxWidth: '100%', height: 'auto' },
  ':where(&) :where(table)': { borderCollapse: 'collapse', maxWidth: '100%' },
} as const;

/**
 * Custom HTML from page data, rendered as given: the server sanitised it where page data leaves it
 * (server/src/sites/sanitizeHtml.ts, applied by the page-data route whose answer the first paint also inlines),
 * so no sanitiser ships to the browser.
 */
export function HtmlBlock({ html }: { html: string }) {
  return <div className="page-html" css={proseCss} dangerouslySetInnerHTML={{ __html: html }} />;
}
