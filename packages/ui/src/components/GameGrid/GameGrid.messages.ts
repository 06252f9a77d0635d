/** Texts the GameGrid writes itself, English by default. */
export interface GameGridMessages {
  /** The list's accessible name. */
  label: string;
  loading: string;
  emptyTitle: string;
  emptyDescription: string;
}

export const gameGridMessages: GameGridMessages = {
  label: 'Games',
  loading: 'Loading games',
  emptyTitle: 'No games here yet',
  emptyDescription: 'Try another vendor or category.',
};
