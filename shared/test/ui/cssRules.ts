/** The CSS rules emotion injected for an element's class names (jsdom keeps them in the CSSOM, not in text). */
export function cssRulesFor(element: Element): string[] {
  const classes = Array.from(element.classList);
  return Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
    .filter((text) => classes.some((name) => text.includes(`.${name}`)));
}
