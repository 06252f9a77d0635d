import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog, Grid, Heading, Stack } from '@croupier/ui';
import { hotGamesQuery } from './hotGames';
import { LobbyTile } from './LobbyTile';
import type { StartableGame } from './gameStart';
import { useFavourites } from './useFavourites';

/** Spec §8: 'Game maintenance', suggesting other popular games to play instead. */
export function MaintenanceDialog({ game, onClose }: { game: StartableGame; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const favourites = useFavourites();
  const hot = useQuery(hotGamesQuery(i18n.language));
  const suggestions = (hot.data ?? [])
    .filter((g) => g.nodeId !== game.nodeId && !g.maintenance)
    .slice(0, 6);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content size="large">
        <Dialog.Title>{t('lobby.maintenance.title')}</Dialog.Title>
        <Dialog.Description>
          {t('lobby.maintenance.description', { game: game.displayName })}
        </Dialog.Description>
        <Stack space="medium">
          <Heading level="3" as="h3">
            {t('lobby.maintenance.suggestions')}
          </Heading>
          <Grid
            as="ul"
            minItemWidth="8.5rem"
            gap="small"
            aria-label={t('lobby.maintenance.suggestions')}
          >
            {suggestions.map((g) => (
              <li key={g.nodeId}>
                <LobbyTile game={g} favourites={favourites} />
              </li>
            ))}
          </Grid>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
