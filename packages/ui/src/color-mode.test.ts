import { describe, expect, it } from 'vitest';
import { colorModeScript, colorModeStorageKey, getColorMode, setColorMode } from './color-mode';

const runScript = () => new Function(colorModeScript)();

describe('colour mode', () => {
  it('the head script applies dark when nothing is saved', () => {
    runScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(getColorMode()).toBe('dark');
  });

  it('the head script applies the saved mode', () => {
    localStorage.setItem(colorModeStorageKey, 'light');
    document.documentElement.classList.add('dark');
    runScript();
    expect(document.documentElement.className).toBe('light');
  });

  it('the head script ignores a junk saved value', () => {
    localStorage.setItem(colorModeStorageKey, 'purple');
    runScript();
    expect(document.documentElement.className).toBe('dark');
  });

  it('setColorMode applies the class and saves it', () => {
    setColorMode('light');
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(localStorage.getItem(colorModeStorageKey)).toBe('light');
    setColorMode('dark');
    expect(document.documentElement.className).toBe('dark');
    expect(getColorMode()).toBe('dark');
  });
});
