import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Grid, Spinner } from '@croupier/ui';
import type { GameType } from '@croupier/sdk';
import { games } from '@/shared/api';
import type { StartableGame } from './gameStart';
import { LobbyTile } from './LobbyTile';
import { useFavourites } from './useFavourites';

/** Spec §4: a VASSALAGE entry opens a popup list of its vendor's games; each starts in place. */
export function VendorGamesDialog({
  vendor,
  onClose,
}: {
  vendor: StartableGame;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const list = useQuery(
    games.gameList({
      gameType: vendor.gameType as GameType,
      vassalage: vendor.vassalage,
      pageNo: 1,
    }),
  );
  const vendorGames = (list.data?.content ?? []).filter((g) => g.isGame !== 'VASSALAGE');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="large">
        <Dialog.Title>{vendor.displayName}</Dialog.Title>
        <Dialog.Description>{t('lobby.vendorGames.description')}</Dialog.Description>
        {list.isPending ? (
          <Spinner />
        ) : (
          <Grid as="ul" minItemWidth="8.5rem" gap="small" aria-label={vendor.displayName}>
            {vendorGames.map((g) => (
              <li key={g.nodeId}>
                <LobbyTile game={g} favourites={favourites} />
              </li>
            ))}
          </Grid>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
