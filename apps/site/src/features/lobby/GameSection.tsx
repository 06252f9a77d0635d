import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid, Heading, Inline, Link, Stack } from '@croupier/ui';
import { LobbyTile, type TileGame } from './LobbyTile';
import type { useFavourites } from './useFavourites';

/** Spec §9: home sections show at most 12 games. */
export const HOME_SECTION_CAP = 12;

interface Props {
  title: string;
  games: readonly TileGame[];
  favourites: ReturnType<typeof useFavourites>;
  /** The "more games" link to the category's page. */
  moreHref?: string;
  vendorNames?: ReadonlyMap<string, string>;
}

/** A home section (spec §2): its title, up to 12 games and a more-games link; nothing while it has no games. */
export function GameSection({ title, games, favourites, moreHref, vendorNames }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  if (games.length === 0) return null;
  return (
    <Stack as="section" space="medium" aria-labelledby={titleId}>
      <Inline space="small" alignY="center" align="between">
        <Heading level="2" id={titleId}>
          {title}
        </Heading>
        {moreHref ? (
          <Link href={moreHref}>{t('lobby.home.moreOf', { category: title })}</Link>
        ) : null}
      </Inline>
      <Grid as="ul" minItemWidth="9rem" gap="medium" aria-labelledby={titleId}>
        {games.slice(0, HOME_SECTION_CAP).map((game) => (
          <li key={game.nodeId}>
            <LobbyTile
              game={game}
              favourites={favourites}
              vendorName={vendorNames?.get(game.vassalage)}
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
