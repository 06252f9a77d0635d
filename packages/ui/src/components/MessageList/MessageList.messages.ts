/** Texts the MessageList writes itself, English by default; pass translations through its `messages` prop. */
export interface MessageListMessages {
  /** Marks an unread message for assistive technology and as the dot's name. */
  unread: string;
  /** The list's empty state. */
  empty: string;
}

export const messageListMessages: MessageListMessages = {
  unread: 'Unread',
  empty: 'No messages yet',
};
