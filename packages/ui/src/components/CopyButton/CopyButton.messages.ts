/** Texts the CopyButton writes itself, English by default; pass translations through its `messages` prop. */
export interface CopyButtonMessages {
  /** The button's label (and an icon button's name) when no `label` is given. */
  copy: string;
  /** Shown and announced after a successful copy. */
  copied: string;
  /** Shown and announced when the clipboard refused. */
  failed: string;
}

export const copyButtonMessages: CopyButtonMessages = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy. Select the text and copy it by hand.',
};
