import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/shared/session';

// The pages load from here, not from the router: their chunk lists stay out of the first script.
const CrashGamePage = lazy(() => import('./CrashGamePage').then((m) => ({ default: m.CrashGamePage })));
const CrashVerifyPage = lazy(() =>
  import('./CrashVerifyPage').then((m) => ({ default: m.CrashVerifyPage })),
);

/** /crash/verify (public) and /crash/play/:nodeId (signed in); anything else under /crash/ is not a page. */
export function CrashRoutes() {
  const [page, nodeId, ...rest] = (useParams()['*'] ?? '').split('/');
  const isLogin = useIsLoggedIn();
  const navigate = useNavigate();
  const verify = page === 'verify' && nodeId === undefined;
  const play = page === 'play' && !!nodeId && rest.length === 0;
  const elsewhere = verify ? undefined : !play ? paths.category.href('CRASH') : isLogin ? undefined : paths.login.path;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  if (elsewhere) return null;
  return (
    <Suspense fallback={null}>
      {verify ? <CrashVerifyPage /> : <CrashGamePage nodeId={decodeURIComponent(nodeId!)} />}
    </Suspense>
  );
}
