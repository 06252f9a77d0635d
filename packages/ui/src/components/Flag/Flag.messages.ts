/** Texts the Flag writes itself, English by default; pass translations through its `messages` prop. */
export interface FlagMessages {
  BR: string;
  MX: string;
  BD: string;
  /** Name for any other code; `{code}` is the code. */
  other: string;
}

export const flagMessages: FlagMessages = {
  BR: 'Brazil',
  MX: 'Mexico',
  BD: 'Bangladesh',
  other: 'Region {code}',
};
