// A minimal lobby page with Radix Themes: the peer bench/lighthouse-lobby.mjs measures beside Croupier's /rng.
import '@radix-ui/themes/styles.css';
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Theme } from '@radix-ui/themes';
import { loadRngGames } from '../../shared/catalogue';
import { Lobby } from './Lobby';

// The catalogue loads while React starts.
void loadRngGames();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Theme appearance="dark" accentColor="green">
      <Lobby />
    </Theme>
  </StrictMode>,
);
