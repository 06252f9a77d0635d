/** Texts the GameTile writes itself, English by default; `{game}` is the game's name. */
export interface GameTileMessages {
  addFavourite: string;
  removeFavourite: string;
  /** The immediate-play button's accessible name. */
  play: string;
  /** The hot badge. */
  hot: string;
  /** Under the fallback art when the image cannot load. */
  imageUnavailable: string;
}

export const gameTileMessages: GameTileMessages = {
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  play: 'Play {game} now',
  hot: 'Hot',
  imageUnavailable: 'Image unavailable',
};
