import { useCallback, useSyncExternalStore } from 'react';
import type { ColorMode } from '../color-mode';
import { colorModeChangeEvent, colorModeStorageKey, defaultColorMode, getColorMode, setColorMode } from '../color-mode';

const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    // another tab changed the mode: apply it here too
    if (event.key === colorModeStorageKey && (event.newValue === 'dark' || event.newValue === 'light')) {
      setColorMode(event.newValue);
    }
  };
  window.addEventListener(colorModeChangeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(colorModeChangeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
};

export interface UseColorMode {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggle: () => void;
}

/** The current colour mode and how to change it; every hook in the page stays in step. */
export const useColorMode = (): UseColorMode => {
  const mode = useSyncExternalStore(subscribe, getColorMode, () => defaultColorMode);
  const toggle = useCallback(() => setColorMode(getColorMode() === 'dark' ? 'light' : 'dark'), []);
  return { mode, setMode: setColorMode, toggle };
};
