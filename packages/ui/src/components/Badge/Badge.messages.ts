/** Texts the Badge writes itself, English by default; pass translations through its `messages` prop. */
export interface BadgeMessages {
  /** Read instead of a count badge's number; `{count}` is the shown count ("99+" above the maximum). */
  unread: string;
}

export const badgeMessages: BadgeMessages = {
  unread: '{count} unread',
};
