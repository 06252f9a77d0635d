import { Suspense } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { gameCentreTypes, gameListTypes, paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';
import { session } from '@/shared/session';
import { HomePage } from '@/features/lobby/home/HomePage';
import { i18n } from '@/shared/language';
import { agentChildRoutes } from './agentRoutes';
import { memberChildRoutes } from './memberRoutes';
import { RootLayout } from './RootLayout';
import { lazyIsland, routeIsland } from '@/shared/island';

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

const gameList = routeIsland(() =>
  import('@/features/lobby/list/GameListPage').then((m) => m.GameListPage),
);
const accountGames = routeIsland(() =>
  import('@/features/lobby/pages/AccountGamesPage').then((m) => m.AccountGamesPage),
);
const lotteryPage = routeIsland(() =>
  import('@/features/lobby/pages/LotteryPage').then((m) => m.LotteryPage),
);
const winners = routeIsland(() =>
  import('@/features/lobby/pages/WinnersPage').then((m) => m.WinnersPage),
);
const contentPages = () => import('./contentPages');
// A route's error page comes as an island too: its texts are beyond the first paint's messages.
const RouteError = lazyIsland(() => import('./RouteError').then((m) => m.RouteError));

/** Game pages (seamless, lottery) hide the side menu (spec §2); SiteLayout reads this handle. */
const gamePage = { hideSideMenu: true };

/** Every route of the site: the browser's router (./router) and the server's render of a page (src/ssr). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <Suspense fallback={null}>
        <RouteError />
      </Suspense>
    ),
    children: [
      { index: true, lazy: home },
      ...paths.homeAliases.map((path) => ({ path, lazy: home })),
      // /login and /register show home with the popup open (spec §2).
      { path: paths.login.path, lazy: home, loader: openDialog('login') },
      { path: paths.register.path, lazy: home, loader: openDialog('register') },
      // /live, /fish, /rng, /pvp, /crash and the game centres /sports, /esports, /lott, /elott, /cockfight.
      ...[...gameListTypes, ...gameCentreTypes].map((type) => ({
        path: paths.category.href(type),
        loader: async () => {
          const { prefetchCatalogue } = await import('@/features/lobby/catalogue');
          void prefetchCatalogue(i18n.language);
          return null;
        },
        lazy: gameList,
      })),
      { path: paths.favorite.path, loader: requireSession, lazy: accountGames },
      { path: paths.recent.path, loader: requireSession, lazy: accountGames },
      ...[
        paths.lottery.path,
        paths.seaLottery.path,
        paths.vnLottery.path,
        ...paths.lotteryAliases,
      ].map((path) => ({
        path,
        loader: requireSession,
        handle: gamePage,
        lazy: lotteryPage,
      })),
      {
        path: paths.seamless.path,
        loader: requireSession,
        handle: gamePage,
        lazy: routeIsland(() =>
          import('@/features/lobby/pages/SeamlessPage').then((m) => m.SeamlessPage),
        ),
      },
      { path: paths.winners.path, lazy: winners },
      // In-house crash games (issue 14): /crash/play/:nodeId and /crash/verify (shared/crashPaths.ts).
      {
        path: '/crash/*',
        handle: gamePage,
        lazy: routeIsland(() => import('@/features/crash/CrashRoutes').then((m) => m.CrashRoutes)),
      },
      // The sandbox slot's fairness (issue 14): /slot/fairness and /slot/verify (shared/slotPaths.ts).
      {
        path: '/slot/*',
        lazy: routeIsland(() => import('@/features/slot/SlotRoutes').then((m) => m.SlotRoutes)),
      },

      {
        path: paths.pointMall.path,
        lazy: routeIsland(() =>
          import('@/features/points/PointMallPage').then((m) => m.PointMallPage),
        ),
      },
      // Promotions (spec §2): the type filter in ?type, a promotion's detail in the hash.
      {
        path: paths.promotions.path,
        lazy: routeIsland(() => contentPages().then((m) => m.PromotionsRoute)),
      },
      { path: paths.leaderboard.path, lazy: winners },
      {
        path: paths.member.path,
        // Guard first, then start fetching the member while the page's code loads.
        loader: async () => {
          requireSession();
          const [{ queries }, { queryClient }] = await Promise.all([
            import('@/shared/api'),
            import('@/shared/queryClient'),
          ]);
          void queryClient.prefetchQuery(queries.memberInfo());
          return null;
        },
        lazy: routeIsland(() =>
          import('@/features/member/MemberCenterLayout').then((m) => m.MemberCenterLayout),
        ),
        children: memberChildRoutes,
      },
      // The agent login landing page and the agent centre (spec §2), in the agent layout (see RootLayout).
      {
        path: paths.agent.path,
        lazy: routeIsland(() =>
          import('@/features/auth/AgentLoginPage').then((m) => m.AgentLoginPage),
        ),
      },
      {
        // With its pages as child routes (/agentHome/registerCenter, /agentHome/agentRealtimeSalary, ...).
        path: paths.agentHome.path,
        // Spec §2: the agent centre sends anyone who is not an agent to /agent.
        loader: async () => {
          if (!session.isLoggedIn()) throw redirect(paths.agent.path);
          const [{ queries }, { isAgentType }, { queryClient }] = await Promise.all([
            import('@/shared/api'),
            import('@croupier/sdk'),
            import('@/shared/queryClient'),
          ]);
          const member = await queryClient
            .ensureQueryData(queries.memberInfo())
            .catch(() => undefined);
          if (!member || !isAgentType(member.type)) throw redirect(paths.agent.path);
          return null;
        },
        lazy: routeIsland(() =>
          import('@/features/agent/AgentHomePage').then((m) => m.AgentHomePage),
        ),
        children: agentChildRoutes,
      },
      // Help centre (spec §2): /help and /helpmc; /help#term opens the terms.
      ...[paths.help.path, paths.helpmc.path].map((path) => ({
        path,
        lazy: routeIsland(() => import('@/features/help/HelpPage').then((m) => m.HelpPage)),
      })),
      {
        path: paths.appDownload.path,
        lazy: routeIsland(() =>
          import('@/features/help/AppDownloadPage').then((m) => m.AppDownloadPage),
        ),
      },
      // The announcement list and the beginner guide, reached from the help centre.
      {
        path: paths.announcements.path,
        lazy: routeIsland(() => contentPages().then((m) => m.AnnouncementsPage)),
      },
      {
        path: paths.guide.path,
        lazy: routeIsland(() => contentPages().then((m) => m.BeginnerGuidePage)),
      },
      { path: '*', lazy: routeIsland(() => import('./NotFound').then((m) => m.NotFound)) },
    ],
  },
];
