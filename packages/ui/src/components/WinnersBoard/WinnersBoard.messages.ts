/** Texts the WinnersBoard writes itself, English by default. */
export interface WinnersBoardMessages {
  title: string;
  empty: string;
  loading: string;
  /** Rank for assistive technology; `{rank}` is the position. */
  rank: string;
}

export const winnersBoardMessages: WinnersBoardMessages = {
  title: 'Biggest wins',
  empty: 'No big wins yet today. Yours could be first.',
  loading: 'Loading winners',
  rank: 'Rank {rank}',
};
