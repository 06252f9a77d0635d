import { createBrowserRouter, redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { queryClient } from '@/shared/queryClient';
import { session } from '@/shared/session';
import { HomePage } from '@/features/home/HomePage';
import { memberChildRoutes } from './memberRoutes';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Navigation guard (spec §2): a route that needs sign-in, without a stored session token, goes to /login. */
function requireSession() {
  if (!session.isLoggedIn()) throw redirect(paths.login.path);
  return null;
}

function openDialog(dialog: 'login' | 'register') {
  return () => {
    authDialog.open(dialog);
    return null;
  };
}

// Home is where most visits land: part of the first script, so the first paint waits for no second request.
const home = () => Promise.resolve({ Component: HomePage });

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: home },
      ...paths.homeAliases.map((path) => ({ path, lazy: home })),
      // /login and /register show home with the popup open (spec §2).
      { path: paths.login.path, lazy: home, loader: openDialog('login') },
      { path: paths.register.path, lazy: home, loader: openDialog('register') },
      {
        path: paths.member.path,
        // Guard first, then start fetching the member while the page's code loads.
        loader: async () => {
          requireSession();
          const { queries } = await import('@/shared/api');
          void queryClient.prefetchQuery(queries.memberInfo());
          return null;
        },
        lazy: () => import('@/features/member/MemberCenterLayout').then((m) => ({ Component: m.MemberCenterLayout })),
        children: memberChildRoutes,
      },
      // Help centre (spec §2): /help and /helpmc; /help#term opens the terms.
      ...[paths.help.path, paths.helpmc.path].map((path) => ({
        path,
        lazy: () => import('@/features/help/HelpPage').then((m) => ({ Component: m.HelpPage })),
      })),
      { path: paths.appDownload.path, lazy: () => import('@/features/help/AppDownloadPage').then((m) => ({ Component: m.AppDownloadPage })) },
      { path: '*', lazy: () => import('./NotFound').then((m) => ({ Component: m.NotFound })) },
    ],
  },
]);
