/**
 * Makes jsdom compute the `:focus-within` styles of the dropdowns as a browser does, two jsdom gaps aside:
 * - its getComputedStyle drops a whole rule when the selector list has `:hover` in it (a browser applies the other
 *   selectors), so `'&:hover > ul, &:focus-within > ul'` would never open a dropdown; such rules are repeated
 *   here without their `:hover` selectors;
 * - it caches computed styles until the DOM changes, and a focus move is no DOM change; the repeated rules are
 *   rewritten on every focus move, which clears that cache.
 * Otherwise user-event would not Tab into a dropdown it computes as `display: none`. jsdom cascades by source
 * order: call this again once more styles came (a lazily loaded dropdown), so the repeated rules stay last.
 */
const repeated = new Map<string, string>();
let style: HTMLStyleElement | null = null;

const rewrite = () => {
  if (style) style.textContent = [...repeated.values()].join('\n');
};

export function applyFocusStylesAsBrowsersDo(): void {
  for (const sheet of [...document.styleSheets]) {
    if (sheet.ownerNode === style) continue;
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':hover')) continue;
      const selectors = rule.selectorText.split(',').filter((selector) => !selector.includes(':hover'));
      if (selectors.length > 0) repeated.set(rule.cssText, `${selectors.join(',')} {${rule.style.cssText}}`);
    }
  }
  if (!style) {
    style = document.createElement('style');
    document.addEventListener('focusin', rewrite);
    document.addEventListener('focusout', rewrite);
  }
  rewrite();
  document.head.append(style);
}
