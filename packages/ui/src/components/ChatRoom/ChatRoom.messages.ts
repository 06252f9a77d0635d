/** Texts the ChatRoom writes itself, English by default; pass translations through its `messages` prop. */
export interface ChatRoomMessages {
  /** The conversation log's accessible name. */
  log: string;
  /** The message input's label. */
  input: string;
  placeholder: string;
  send: string;
  /** Shown when there are no messages yet. */
  empty: string;
  /** Said for the member's own messages. */
  you: string;
}

export const chatRoomMessages: ChatRoomMessages = {
  log: 'Conversation',
  input: 'Your message',
  placeholder: 'Type a message',
  send: 'Send',
  empty: 'Ask us anything: a support agent will answer here.',
  you: 'You',
};
