/** Texts the GamePopup writes itself, English by default; `{game}` is the game's name. */
export interface GamePopupMessages {
  /** Said while the launch is on its way. */
  loading: string;
  /** The iframe's accessible name. */
  frameTitle: string;
}

export const gamePopupMessages: GamePopupMessages = {
  loading: 'Starting {game}…',
  frameTitle: '{game} game',
};
