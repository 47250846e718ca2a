/**
 * A property's value in the CSS emotion wrote for an element's class, outside any media query or inside `media`
 * (e.g. '(min-width: 768px)'), without spaces ('4/3'); undefined when it sets none.
 */
export function declaredStyle(element: Element, property: string, media = ''): string | undefined {
  const className = [...element.classList].find((name) => name.startsWith('css-'));
  if (!className) return undefined;
  const values: string[] = [];
  const read = (rules: CSSRuleList, inMedia: string) => {
    for (const rule of [...rules]) {
      if (rule instanceof CSSMediaRule) read(rule.cssRules, rule.media.mediaText);
      else if (rule instanceof CSSStyleRule && inMedia === media && rule.selectorText === `.${className}`) {
        const value = rule.style.getPropertyValue(property);
        if (value) values.push(value.replace(/\s+/g, ''));
      }
    }
  };
  for (const style of document.querySelectorAll('style')) if (style.sheet) read(style.sheet.cssRules, '');
  return values.at(-1);
}
