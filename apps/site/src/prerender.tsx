// Build-time render of home's first paint (scripts/prerender.mjs writes it into dist/index.html), so a
// visitor sees the page before the script has loaded; main.tsx hydrates it. Rendered as a first-time,
// logged-out, English visitor on the default merchant: index.html's guard drops it for anyone else.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/lobby/home/HomePage';
import { i18n } from '@/shared/language';
export { defaultMerchantCode } from '@/shared/merchant';
export { narrowScreenQuery } from '@/features/shell/SiteLayout';
import { AppProviders } from './app/AppProviders';
import { RootLayout } from './app/RootLayout';

/** Paths that show home as a visitor first sees it; /login and /register open their popup over it. */
export const prerenderedPaths: readonly string[] = [
  '/',
  ...paths.homeAliases,
  paths.login.path,
  paths.register.path,
];

/** Home as rendered where `matchMedia` answers as given (the side menu starts collapsed on a phone). */
export async function render(): Promise<string> {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  const handler = createStaticHandler([
    { element: <RootLayout />, children: [{ index: true, Component: HomePage }] },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerender of / answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
