/**
 * Colour mode, separate from brand: a `dark` or `light` class on <html>, saved in localStorage.
 * Framework-free so it can run before React (and be imported by a server template).
 */
export type ColorMode = 'dark' | 'light';

export const colorModeStorageKey = 'croupier-color-mode';
export const defaultColorMode: ColorMode = 'dark';
/** Fired on window after setColorMode, so every useColorMode() follows. */
export const colorModeChangeEvent = 'croupier:color-mode';

/**
 * Inline script for <head>, before any stylesheet paints: applies the saved mode (default dark).
 * Use as the body of a `<script>` tag.
 */
export const colorModeScript = `(function(){var d=document.documentElement,m='${defaultColorMode}';try{var s=localStorage.getItem('${colorModeStorageKey}');if(s==='light'||s==='dark')m=s}catch(e){}d.classList.remove('light','dark');d.classList.add(m);d.style.colorScheme=m})()`;

const isColorMode = (value: unknown): value is ColorMode => value === 'dark' || value === 'light';

/** The mode now applied to <html> (or the saved one, or dark, where there is no document). */
export const getColorMode = (): ColorMode => {
  if (typeof document !== 'undefined') {
    const classes = document.documentElement.classList;
    if (classes.contains('light')) return 'light';
    if (classes.contains('dark')) return 'dark';
  }
  try {
    const saved = globalThis.localStorage?.getItem(colorModeStorageKey);
    if (isColorMode(saved)) return saved;
  } catch {
    // storage can be blocked (private mode, sandboxed iframes): fall back to the default
  }
  return defaultColorMode;
};

/** Applies a mode to <html>, saves it, and tells every useColorMode() hook. */
export const setColorMode = (mode: ColorMode): void => {
  if (!isColorMode(mode)) throw new Error(`Colour mode must be 'dark' or 'light', got ${String(mode)}`);
  if (typeof document !== 'undefined') {
    const root = document.documentElement;
    root.classList.remove(mode === 'dark' ? 'light' : 'dark');
    root.classList.add(mode);
    root.style.colorScheme = mode;
  }
  try {
    globalThis.localStorage?.setItem(colorModeStorageKey, mode);
  } catch {
    // not saved, but still applied for this page
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(colorModeChangeEvent, { detail: mode }));
};
