import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameTileMessages } from '@croupier/ui';

/** The kit GameTile's texts in the site's language. */
export function useTileMessages(): GameTileMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      addFavourite: t('lobby.tile.addFavourite'),
      removeFavourite: t('lobby.tile.removeFavourite'),
      play: t('lobby.tile.play'),
      hot: t('lobby.tile.hot'),
      imageUnavailable: t('lobby.tile.imageUnavailable'),
    }),
    [t],
  );
}
