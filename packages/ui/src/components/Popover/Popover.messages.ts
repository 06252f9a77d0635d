/** Texts the Popover writes itself, English by default; pass translations through Popover.Content's `messages`. */
export interface PopoverMessages {
  /** The corner close button's accessible name. */
  close: string;
}

export const popoverMessages: PopoverMessages = {
  close: 'Close',
};
