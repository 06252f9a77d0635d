/** Texts the TextArea writes itself, English by default; pass translations through its `messages` prop. */
export interface TextAreaMessages {
  /** The character counter under the field: "(count) / (max)". */
  count: string;
}

export const textAreaMessages: TextAreaMessages = {
  count: '(count) / (max)',
};
