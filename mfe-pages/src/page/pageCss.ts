/**
 * A page's own CSS (page data `css`) applies inside that page only: it is the page element's own style (emotion's css
 * prop), its rules nested under the page's class, so `h1 { … }` styles the page's headings and never the navbar,
 * footer or panels. Emotion writes it into the head of the server's page with the tree's other styles.
 */

/** The page's CSS as the editor wrote it; '' when there is none or it is unbalanced. */
export function balancedPageCss(css: string): string {
  if (!css.trim()) return '';
  // An unbalanced '}' would close the page's rule early and let the rest of the CSS out: such CSS is left out whole.
  let depth = 0;
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'/g, '')) {
    if (char === '{') depth += 1;
    else if (char === '}' && --depth < 0) return '';
  }
  return depth === 0 ? css : '';
}
