/**
 * jsdom cannot match media queries, so read the injected stylesheet instead: the declarations a
 * class gets inside `@media (prefers-reduced-motion: reduce)`, or undefined when it has none.
 */
export const reducedMotionStyle = (className: string): CSSStyleDeclaration | undefined => {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && inner.selectorText === `.${className}`) return inner.style;
      }
    }
  }
  return undefined;
};
