/** Texts the MemberMenu writes itself, English by default; pass translations through its `messages` prop. */
export interface MemberMenuMessages {
  /** The avatar button's accessible name (and the menu's). */
  menu: string;
  signOut: string;
}

export const memberMenuMessages: MemberMenuMessages = {
  menu: 'Account menu',
  signOut: 'Sign out',
};
