import { Outlet } from 'react-router-dom';
import { GameStartProvider } from './GameStart';

/** Every page with game tiles shares one game start (spec §4) and its dialogs. */
export function LobbyLayout() {
  return (
    <GameStartProvider>
      <Outlet />
    </GameStartProvider>
  );
}
