import { createBrowserRouter, redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { queryClient } from '@/shared/queryClient';
import { session } from '@/shared/session';
import { HomePage } from '@/features/home/HomePage';
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
        lazy: async () => {
          const [{ MemberCenterPage }, { TrialGate }] = await Promise.all([
            import('@/features/member/MemberCenterPage'),
            import('@/shared/TrialGate'),
          ]);
          return { Component: () => <TrialGate><MemberCenterPage /></TrialGate> };
        },
      },
      // The agent login landing page and the agent centre (spec §2), in the agent layout (see RootLayout).
      { path: paths.agent.path, lazy: () => import('@/features/auth/AgentLoginPage').then((m) => ({ Component: m.AgentLoginPage })) },
      {
        path: paths.agentHome.path,
        // Spec §2: the agent centre sends anyone who is not an agent to /agent.
        loader: async () => {
          if (!session.isLoggedIn()) throw redirect(paths.agent.path);
          const [{ queries }, { isAgentType }] = await Promise.all([import('@/shared/api'), import('@croupier/sdk')]);
          const member = await queryClient.ensureQueryData(queries.memberInfo()).catch(() => undefined);
          if (!member || !isAgentType(member.type)) throw redirect(paths.agent.path);
          return null;
        },
        lazy: () => import('@/features/agent/AgentHomePage').then((m) => ({ Component: m.AgentHomePage })),
      },
      { path: '*', lazy: () => import('./NotFound').then((m) => ({ Component: m.NotFound })) },
    ],
  },
]);
