import { forwardRef, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
} from 'react-router-dom';
import {
  CroupierProvider,
  RouteProgress,
  type LinkComponentProps,
  type UiMessagesInput,
} from '@croupier/ui';
import { directionOf } from '@croupier/i18n';
import { SiteLayout } from '@/features/shell/SiteLayout';
import { AuthDialogs } from '@/features/auth/AuthDialogs';
import { SystemGate } from '@/features/system/SystemGate';
import { paths } from '@/config/paths';
import { brandOf } from '@/shared/merchant';
import { useIsLoggedIn } from '@/shared/session';
import { lazyIsland } from '@/shared/island';
import { useUiMessages } from '@/shared/kitMessages';

// Only while logged in (spec §2), so visitors never load them: the socket-event listener with its toasts,
// and the contract dialog. One island (./SignedInParts).
const SignedInParts = lazyIsland(() => import('./SignedInParts').then((m) => m.SignedInParts), {
  member: true,
});

// /agent, /agentHome and its pages (/agentHome/agentRealtimeSalary, ...).
const isAgentPath = (pathname: string) => pathname.startsWith(paths.agent.path);

/** The UI kit renders links through the router, so navigation stays client-side; a `download` link is a file. */
const RouterLinkAdapter = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function RouterLinkAdapter({ href, ...rest }, ref) {
    return <RouterLink ref={ref} to={href} reloadDocument={rest.download !== undefined} {...rest} />;
  },
);

/**
 * After navigation (spec §2): to the hash target when there is one, else to the top when the route name
 * (the path) changed. Back and forward keep ScrollRestoration's saved position; a filter that only changes
 * the query keeps the page where it is.
 */
function ScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  // After ScrollRestoration's own layout effect (this one renders after it), so the top wins on a new route.
  useLayoutEffect(() => {
    const routeChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (routeChanged && !hash && navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

/** Spec §2: a loader shows while the next route's code or data loads, and hides after navigation. */
function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return <RouteProgress active={navigation.state !== 'idle'} label={t('lobby.nav.loadingPage')} />;
}

export function RootLayout() {
  const { i18n } = useTranslation();
  const messages = useUiMessages<UiMessagesInput>();
  const isLogin = useIsLoggedIn();
  const { pathname } = useLocation();
  return (
    <CroupierProvider
      brand={brandOf()}
      linkComponent={RouterLinkAdapter}
      messages={messages}
      dir={directionOf(i18n.language)}
    >
      <SystemGate>
        {/* /agent and /agentHome use the separate agent layout (spec §2). */}
        {/* The loader sits in the page's landmarks (it is fixed to the top of the viewport wherever it is). */}
        {isAgentPath(pathname) ? (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ) : (
          <SiteLayout>
            <NavigationProgress />
            {/* A server-rendered page waiting for data it left out (src/ssr) keeps its markup here while the
                shell around it hydrates. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </SiteLayout>
        )}
        <AuthDialogs />
        {isLogin ? (
          <Suspense fallback={null}>
            <SignedInParts />
          </Suspense>
        ) : null}
      </SystemGate>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <ScrollOnNavigation />
    </CroupierProvider>
  );
}
