import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { GameTileMessages } from '@croupier/ui';
import { authDialog } from '@/shared/authDialog';
import { session } from '@/shared/session';
import type { StartableGame } from './gameStart';
import { lazyIsland } from '@/shared/island';
import { useTileMessages } from './tileMessages';

// The launch, its dialogs and the SDK load on the first start by a member, not with the page.
const GameStartHost = lazyIsland(() => import('./GameStartHost').then((m) => m.GameStartHost));

interface StartContextValue {
  start: (game: StartableGame) => void;
  /** The tiles' texts, translated once here rather than by each of the hundreds of tiles. */
  tileMessages?: GameTileMessages;
}

const StartContext = createContext<StartContextValue>({ start: () => {} });

/** Starts a game from any tile of the lobby (spec §4). */
export const useStartGame = () => useContext(StartContext).start;

/** The translated texts of a lobby tile (GameTile's English defaults outside a GameStartProvider). */
export const useLobbyTileMessages = () => useContext(StartContext).tileMessages;

/** Holds the game being started and mounts the dialogs that follow (login, trial, vendor games, game popup). */
export function GameStartProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<{ game: StartableGame; id: number }>();
  const start = useCallback((game: StartableGame) => {
    // A visitor gets the login popup and the game does not start: no need to load anything for that.
    if (!session.isLoggedIn()) {
      authDialog.open('login');
      return;
    }
    setRequest((previous) => ({ game, id: (previous?.id ?? 0) + 1 }));
  }, []);
  const done = useCallback(() => setRequest(undefined), []);
  const tileMessages = useTileMessages();
  const value = useMemo(() => ({ start, tileMessages }), [start, tileMessages]);
  return (
    <StartContext.Provider value={value}>
      {children}
      {request ? (
        <Suspense fallback={null}>
          <GameStartHost key={request.id} game={request.game} onDone={done} />
        </Suspense>
      ) : null}
    </StartContext.Provider>
  );
}
