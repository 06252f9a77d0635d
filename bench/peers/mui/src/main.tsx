// A minimal lobby page with MUI: the peer bench/lighthouse-lobby.mjs measures beside Croupier's /rng.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { loadRngGames } from '../../shared/catalogue';
import { Lobby } from './Lobby';

const theme = createTheme({ palette: { mode: 'dark' } });

// The catalogue loads while React starts.
void loadRngGames();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Lobby />
    </ThemeProvider>
  </StrictMode>,
);
