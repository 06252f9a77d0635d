import { useMemo } from 'react';
import { GameTile } from '@croupier/ui';
import type { CompactGame, Game } from '@croupier/sdk';
import { useCdnUrls } from '@/shared/system';
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

/**
 * A lobby game tile: the card starts the game (spec §4), the heart toggles the favourite once logged in; its
 * artwork and vendor logo come from the merchant's image CDN when one is set (useCdnUrls).
 */
export function LobbyTile({ game, favourites, vendorName, priority, onStarted }: Props) {
  const start = useStartGame();
  const messages = useLobbyTileMessages();
  const { art } = useCdnUrls();
  const vendorLogoUrl = 'vendorLogoUrl' in game ? game.vendorLogoUrl : undefined;
  const shown = useMemo(
    () => ({
      ...game,
      iconUrl: art(game.iconUrl),
      ...('lagerIcon' in game && game.lagerIcon ? { lagerIcon: art(game.lagerIcon) } : {}),
    }),
    [game, art],
  );
  const play = () => {
    onStarted?.();
    start(game);
  };
  return (
    <GameTile
      game={shown}
      vendorName={vendorName}
      vendorLogoUrl={vendorLogoUrl && art(vendorLogoUrl)}
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
