import { useRef } from 'react';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Radix returns focus to its Trigger on close; a modal opened from any other button (the header's
 * login button, a controlled `open`) would drop focus on <body>. Remember whatever had focus when the
 * modal opened and give focus back to it, unless the caller's own handler already prevented that.
 */
export const useReturnFocus = ({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers = {}) => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Radix fires this before it moves focus in, so activeElement is still the opener
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const element = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
};
