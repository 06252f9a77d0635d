/** Texts the Drawer writes itself, English by default; pass translations through Drawer.Content's `messages`. */
export interface DrawerMessages {
  /** The corner close button's accessible name. */
  close: string;
}

export const drawerMessages: DrawerMessages = {
  close: 'Close',
};
