import { Suspense, useState } from 'react';
import {
  Box,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  Inset,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { artworkAttributes, playHref, type RngGame } from '../../shared/catalogue';
import { useGameGrid } from '../../shared/useGameGrid';

/** The name band under a tile's artwork: one line of size-2 text and the card's padding. */
const NAME_BAND = 36;

/** What Croupier's /rng shows a visitor: a header, a search by name, and the grid of every RNG game. */
export function Lobby() {
  const [query, setQuery] = useState('');
  return (
    <>
      <Box
        asChild
        position="sticky"
        top="0"
        px="4"
        py="3"
        style={{
          zIndex: 1,
          backgroundColor: 'var(--color-panel-solid)',
          borderBottom: '1px solid var(--gray-a5)',
        }}
      >
        <header>
          <Text as="p" size="5" weight="bold">
            Croupier
          </Text>
        </header>
      </Box>
      <main>
        <Container size="4" px="4" py="5">
          <Heading as="h1" size="8" mb="4">
            Slots
          </Heading>
          <Flex direction="column" gap="1" mb="4">
            <Text as="label" htmlFor="game-search" size="2" weight="medium">
              Search games
            </Text>
            <TextField.Root
              id="game-search"
              type="search"
              size="3"
              placeholder="Game name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Flex>
          <Suspense
            fallback={
              <Flex justify="center" py="6" role="status" aria-label="Loading games">
                <Spinner size="3" />
              </Flex>
            }
          >
            <GameGrid query={query} />
          </Suspense>
        </Container>
      </main>
    </>
  );
}

function GameGrid({ query }: { query: string }) {
  const { games, columns, rows, listRef, height, measureRow } = useGameGrid(query, NAME_BAND);
  return (
    <>
      {games.length === 0 ? (
        <Text as="p" role="status" my="4">
          No game is named like “{query}”.
        </Text>
      ) : null}
      <Box ref={listRef} role="list" aria-label="Games" position="relative" style={{ height }}>
        {rows.map((row) => (
          <Grid
            key={row.key}
            ref={measureRow}
            data-index={row.index}
            role="none"
            columns={String(columns)}
            gap="4"
            pb="4"
            position="absolute"
            top="0"
            left="0"
            width="100%"
            style={{ transform: `translateY(${row.offset}px)` }}
          >
            {row.games.map((game) => (
              <GameCard key={game.nodeId} game={game} firstRow={row.index === 0} />
            ))}
          </Grid>
        ))}
      </Box>
    </>
  );
}

/** A tile: the card is the link (asChild), named by the game, the artwork inset to its top edge. */
function GameCard({ game, firstRow }: { game: RngGame; firstRow: boolean }) {
  return (
    <div role="listitem">
      <Card asChild size="1">
        <a href={playHref(game)}>
          <Inset clip="padding-box" side="top" pb="current">
            <img
              alt=""
              {...artworkAttributes(game, firstRow)}
              style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' }}
            />
          </Inset>
          <Text as="p" size="2" weight="bold" truncate>
            {game.displayName}
          </Text>
        </a>
      </Card>
    </div>
  );
}
