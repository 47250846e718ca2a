/**
 * A page's own CSS (page data `css`) applies inside that page only: its rules are nested under the page's element
 * (CSS nesting), so `h1 { … }` styles the page's headings and never the navbar, footer or panels.
 */
export const PAGE_SCOPE_ATTRIBUTE = 'data-page-scope';

/** The page's CSS nested under its element; '' when there is none or it is unbalanced. */
export function scopedPageCss(css: string): string {
  if (!css.trim()) return '';
  // An unbalanced '}' would close the scope early and let the rest of the CSS out: such CSS is left out whole.
  let depth = 0;
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '')) {
    if (char === '{') depth += 1;
    else if (char === '}' && --depth < 0) return '';
  }
  if (depth !== 0) return '';
  return `[${PAGE_SCOPE_ATTRIBUTE}]{${css}}`;
}
