const natives = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);

/**
 * Whether keyboard users can reach an element, so a tooltip on it can open on focus:
 * a native control, a link with href, or anything with a non-negative tabindex; never when disabled.
 */
export const isKeyboardFocusable = (element: Element): boolean => {
  if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return false;
  if (element.hasAttribute('disabled')) return false;
  const tabIndex = element.getAttribute('tabindex');
  if (tabIndex !== null) return Number(tabIndex) >= 0;
  if (natives.has(element.tagName)) return true;
  if (element.tagName === 'A' || element.tagName === 'AREA') return element.hasAttribute('href');
  return element instanceof HTMLElement && element.isContentEditable === true;
};
