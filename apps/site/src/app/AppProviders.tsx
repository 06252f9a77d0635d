import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/shared/language';

/**
 * The providers around the routes; the build's prerender of home (src/prerender.tsx) uses the same tree.
 * React-query's provider comes with each island (src/shared/island.ts), so the first script has none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* A chosen language's messages load on demand; render once they are here. */}
      <Suspense fallback={null}>{children}</Suspense>
    </I18nextProvider>
  );
}
