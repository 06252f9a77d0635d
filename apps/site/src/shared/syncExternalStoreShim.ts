// react-i18next imports the use-sync-external-store shim for React < 18; React 19 has the hook itself,
// so vite.config.ts points the shim here and the first script carries no copy of it.
export { useSyncExternalStore } from 'react';
