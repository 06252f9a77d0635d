/** Texts the EmptyState writes itself, English by default; pass translations through its `messages` prop. */
export interface EmptyStateMessages {
  /** The title when none is given. */
  title: string;
}

export const emptyStateMessages: EmptyStateMessages = {
  title: 'Nothing here yet',
};
