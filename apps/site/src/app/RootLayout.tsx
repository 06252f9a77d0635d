import { forwardRef, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { CroupierProvider, type LinkComponentProps, type UiMessagesInput } from '@croupier/ui';
import { directionOf } from '@croupier/i18n';
import { SiteLayout } from '@/features/shell/SiteLayout';
import { AuthDialogs } from '@/features/auth/AuthDialogs';
import { SystemGate } from '@/features/system/SystemGate';
import { paths } from '@/config/paths';
import { brandOf } from '@/shared/merchant';
import { useIsLoggedIn } from '@/shared/session';
import { lazyIsland } from '@/shared/island';

// The socket-event listener and its toasts run only while logged in (spec §2), so visitors never load them.
const Notifications = lazyIsland(() => import('@/features/notifications/Notifications').then((m) => m.Notifications));

const isAgentPath = (pathname: string) => pathname === paths.agent.path || pathname === paths.agentHome.path;

/** The UI kit renders links through the router, so navigation stays client-side. */
const RouterLinkAdapter = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLinkAdapter({ href, ...rest }, ref) {
  return <RouterLink ref={ref} to={href} {...rest} />;
});

/** After navigation: scroll to the hash target when there is one (spec §2); ScrollRestoration does the rest. */
function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

export function RootLayout() {
  const { t, i18n } = useTranslation();
  const messages = useMemo(() => t('ui', { returnObjects: true }) as UiMessagesInput, [t]);
  const isLogin = useIsLoggedIn();
  const { pathname } = useLocation();
  return (
    <CroupierProvider brand={brandOf()} linkComponent={RouterLinkAdapter} messages={messages} dir={directionOf(i18n.language)}>
      <SystemGate>
        {/* /agent and /agentHome use the separate agent layout (spec §2). */}
        {isAgentPath(pathname) ? (
          <Outlet />
        ) : (
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        )}
        <AuthDialogs />
        {isLogin ? (
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
        ) : null}
      </SystemGate>
      <ScrollRestoration getKey={(location) => location.pathname} />
      <ScrollToHash />
    </CroupierProvider>
  );
}
