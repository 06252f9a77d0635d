import { StrictMode } from 'react';
import '@fontsource-variable/inter/wght.css';
import { createRoot } from 'react-dom/client';
import '@croupier/ui/styles.css';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
