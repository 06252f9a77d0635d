import { Suspense, useState } from 'react';
import {
  AppBar,
  Box,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  CircularProgress,
  Container,
  TextField,
  Toolbar,
  Typography,
} from '@mui/material';
import { artworkAttributes, playHref, type RngGame } from '../../shared/catalogue';
import { useGameGrid } from '../../shared/useGameGrid';

/** The name band under a tile's artwork: one line of body2 and the card content's padding. */
const NAME_BAND = 37;

/** What Croupier's /rng shows a visitor: a header, a search by name, and the grid of every RNG game. */
export function Lobby() {
  const [query, setQuery] = useState('');
  return (
    <>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            Croupier
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Slots
        </Typography>
        <TextField
          type="search"
          label="Search games"
          placeholder="Game name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fullWidth
          margin="normal"
        />
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading games" />
            </Box>
          }
        >
          <GameGrid query={query} />
        </Suspense>
      </Container>
    </>
  );
}

function GameGrid({ query }: { query: string }) {
  const { games, columns, rows, listRef, height, measureRow } = useGameGrid(query, NAME_BAND);
  return (
    <>
      {games.length === 0 ? (
        <Typography role="status" sx={{ py: 4 }}>
          No game is named like “{query}”.
        </Typography>
      ) : null}
      <Box
        ref={listRef}
        role="list"
        aria-label="Games"
        sx={{ position: 'relative' }}
        style={{ height }}
      >
        {rows.map((row) => (
          <Box
            key={row.key}
            ref={measureRow}
            data-index={row.index}
            role="none"
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              display: 'grid',
              columnGap: 2,
              pb: 2,
            }}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.offset}px)`,
            }}
          >
            {row.games.map((game) => (
              <GameCard key={game.nodeId} game={game} firstRow={row.index === 0} />
            ))}
          </Box>
        ))}
      </Box>
    </>
  );
}

/** A tile: a card whose action area is one link, named by the game, over the artwork and the name. */
function GameCard({ game, firstRow }: { game: RngGame; firstRow: boolean }) {
  return (
    <Card role="listitem">
      <CardActionArea href={playHref(game)}>
        <CardMedia
          component="img"
          alt=""
          {...artworkAttributes(game, firstRow)}
          sx={{ aspectRatio: '1', height: 'auto' }}
        />
        <CardContent sx={{ py: 1 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {game.displayName}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
