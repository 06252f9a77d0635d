/** Texts the AgentShell writes itself, English by default; pass translations through its `messages` prop. */
export interface AgentShellMessages {
  /** The sidebar navigation's name. */
  menu: string;
  /** The small-screen button that opens the menu drawer. */
  openMenu: string;
  /** Read before the clock. */
  currentTime: string;
  /** Read before the nickname. */
  signedInAs: string;
  logout: string;
  /** The drawer's close button. */
  close: string;
}

export const agentShellMessages: AgentShellMessages = {
  menu: 'Agent center',
  openMenu: 'Open menu',
  currentTime: 'Current time',
  signedInAs: 'Signed in as',
  logout: 'Log out',
  close: 'Close',
};
