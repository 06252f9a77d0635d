/** Texts the JackpotCounter writes itself, English by default. */
export interface JackpotCounterMessages {
  /** The counter's label, shown above the amount. */
  label: string;
}

export const jackpotCounterMessages: JackpotCounterMessages = {
  label: 'Progressive jackpot',
};
