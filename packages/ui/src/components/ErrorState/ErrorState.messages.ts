/** Texts the ErrorState writes itself, English by default; pass translations through its `messages` prop. */
export interface ErrorStateMessages {
  /** The title when none is given. */
  title: string;
  /** The description when none is given (the spec's network error text). */
  description: string;
  retry: string;
}

export const errorStateMessages: ErrorStateMessages = {
  title: 'Something went wrong',
  description: 'Network link is abnormal, please try again.',
  retry: 'Try again',
};
