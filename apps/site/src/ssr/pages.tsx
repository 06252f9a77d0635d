// The pages a server renders: home's first paint at build time (no data: its lazy parts are left to the
// browser), and a lobby route's first view at run time, rendered with its data.
import { PassThrough } from 'node:stream';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { dehydrate, type Query } from '@tanstack/react-query';
import { isCroupierApiError } from '@croupier/sdk';
import { gameCentreTypes, gameListTypes, paths } from '@/config/paths';
import { HomePage } from '@/features/lobby/home/HomePage';
import { isCatalogueQuery } from '@/features/lobby/catalogue';
import { narrowScreenQuery } from '@/shared/screen';
import { preloadGameMenus } from '@/shared/gameMenus';
import { i18n } from '@/shared/language';
import { defaultMerchantCode } from '@/shared/merchant';
import { queryClient } from '@/shared/queryClient';
import { session } from '@/shared/session';
import { AppProviders } from '@/app/AppProviders';
import { RootLayout } from '@/app/RootLayout';
import { routes } from '@/app/routes';
import { pageDocument, type FirstView } from './document';
import { pretendScreen } from './visitor';

/** Paths that show home as a visitor first sees it; /login and /register open their popup over it. */
const homePaths: readonly string[] = ['/', ...paths.homeAliases, paths.login.path, paths.register.path];

/**
 * The pages a visitor lands on from outside (issue 16), rendered with their data: the lobby's game lists and
 * game centres (/rng, /live, ..., /sports, ...), the promotions and the points mall. Not home yet: rendered with
 * its data (banners, 30 hot games, notices: 256 kB of HTML for its two views, 57 kB of it data) it scored lower
 * on a phone than its build-time first paint (Lighthouse 0.75 against 0.80, LCP 2.9 s against 1.2 s).
 */
const visitorPaths: readonly string[] = [
  ...[...gameListTypes, ...gameCentreTypes].map((type) => paths.category.href(type)),
  paths.promotions.path,
  paths.pointMall.path,
];

/**
 * A member's game lists: the server never sees the member (the token is in session storage), so they are
 * rendered as a signed-in page looks while the member's data loads (the header's balance, the list's
 * skeleton), with everything else that is not the member's (menus, footer). The browser keeps that page only
 * when it holds a session; it loads the member's data, as it would have, with the page already on screen.
 */
const memberPaths: readonly string[] = [paths.favorite.path, paths.recent.path];

export const serverRenderedPaths: readonly string[] = [...visitorPaths, ...memberPaths];

/** The token a member's page is rendered with (no call carries it). */
const RENDER_TOKEN = 'server-render';

/** A call refused for want of a session: the member's own data, which a member's page leaves loading. */
const isMemberData = (query: Query) => {
  const { error } = query.state;
  return isCroupierApiError(error) && error.status === 401 && error.code === 'not_logged_in';
};

/** Queries a render may use but the page does not carry (a megabyte of catalogue): the browser loads them. */
const withheld = { catalogue: isCatalogueQuery } as const;

/** Renders a few times at most: each pass may show a part that asks for more data (the menus, then the games). */
const MAX_PASSES = 4;

const document = (template: string, view: FirstView) =>
  pageDocument(template, view, { defaultMerchantCode, narrowScreenQuery });

const i18nReady = () =>
  i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on('initialized', resolve));

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** The app at the place `context` answered, as the browser's router shows it (src/app). */
const page = (handler: StaticHandler, context: StaticHandlerContext) => (
  <AppProviders>
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
  </AppProviders>
);

export async function prerenderHome(template: string): Promise<string> {
  await i18nReady();
  const handler = createStaticHandler([{ element: <RootLayout />, children: [{ index: true, Component: HomePage }] }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`prerender of / answered ${context.status}`);
  const render = (narrow: boolean) => {
    pretendScreen(narrow, narrowScreenQuery);
    const html = renderToString(page(handler, context));
    if (!html.includes('<h1')) throw new Error('the prerendered home has no heading');
    return html;
  };
  return document(template, { wide: render(false), narrow: render(true), paths: homePaths });
}

/** The whole HTML of `tree` once every lazy part and Suspense boundary has resolved. */
async function renderComplete(tree: ReactNode): Promise<string> {
  // One piece, every boundary in place: the narrow page is moved in from a <template>, where no script would run.
  const { prelude } = await prerenderToNodeStream(tree, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

export async function renderPage(url: string, template: string): Promise<string | null> {
  const address = new URL(url, 'http://localhost');
  if (!serverRenderedPaths.includes(address.pathname)) return null;
  await i18nReady();
  // One visitor, one render at a time (the worker asks in turn): the caches start empty for each.
  queryClient.clear();
  sessionStorage.clear();
  const member = memberPaths.includes(address.pathname);
  // a member's page renders signed in, and its calls go out without the token (as a visitor's: no member data)
  const signIn = (on: boolean) => {
    if (!member) return;
    if (on) session.tokenStore.set(RENDER_TOKEN);
    else session.tokenStore.clear();
  };
  if (!(await preloadGameMenus(i18n.language).then(() => true, () => false))) return null;
  signIn(true);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(address));
  if (context instanceof Response || context.errors) return null;
  const render = (narrow: boolean) => {
    pretendScreen(narrow, narrowScreenQuery);
    return renderComplete(page(handler, context));
  };
  // (a member's page: the calls refused without the member, left loading for the browser)
  const memberData = new Set<Query>();
  let wide = '';
  for (let pass = 1; ; pass++) {
    wide = await render(false);
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status !== 'success' && isEnabled(query) && !memberData.has(query));
    if (missing.length === 0) break;
    if (pass === MAX_PASSES) return null;
    signIn(false);
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
    signIn(true);
    for (const query of missing)
      if (member && isMemberData(query)) {
        memberData.add(query);
        query.reset();
      }
    // A call that failed would show its error in the page: the browser renders it instead, and may retry.
    if (missing.some((query) => query.state.status !== 'success' && !memberData.has(query))) return null;
  }
  const narrow = await render(true);
  const leftOut = (query: Query) => Object.values(withheld).some((test) => test(query.queryKey));
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && !leftOut(query),
  });
  const used = Object.entries(withheld)
    .filter(([, test]) => queryClient.getQueryCache().getAll().some((query) => test(query.queryKey)))
    .map(([name]) => name);
  queryClient.clear();
  sessionStorage.clear();
  // the address's #fragment never reaches the server (/promotions#id opens a promotion): the browser renders those
  return document(template, {
    wide,
    narrow,
    paths: [address.pathname],
    hashless: true,
    signedIn: member,
    state: { queries, withheld: used },
  });
}
