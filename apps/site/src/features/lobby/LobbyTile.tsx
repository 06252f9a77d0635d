import { GameTile } from '@croupier/ui';
import type { CompactGame, Game } from '@croupier/sdk';
import { useLobbyTileMessages, useStartGame } from './GameStart';
import type { useFavourites } from './useFavourites';

export type TileGame = Game | CompactGame;

interface Props {
  game: TileGame;
  favourites: ReturnType<typeof useFavourites>;
  vendorName?: string;
  priority?: boolean;
  /** Called instead of starting (e.g. to close a dialog first). */
  onStarted?: () => void;
}

/** A lobby game tile: the card starts the game (spec §4), the heart toggles the favourite once logged in. */
export function LobbyTile({ game, favourites, vendorName, priority, onStarted }: Props) {
  const start = useStartGame();
  const messages = useLobbyTileMessages();
  const play = () => {
    onStarted?.();
    start(game);
  };
  return (
    <GameTile
      game={game}
      vendorName={vendorName}
      vendorLogoUrl={'vendorLogoUrl' in game ? game.vendorLogoUrl : undefined}
      onSelect={play}
      onPlay={play}
      favourite={favourites.ids.has(game.nodeId)}
      onToggleFavourite={
        favourites.isLogin ? (_g, favourite) => favourites.toggle(game, favourite) : undefined
      }
      priority={priority}
      messages={messages}
    />
  );
}
