import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsLoggedIn } from '@/shared/session';

// The pages load from here, not from the router: their chunk lists stay out of the first script.
const SlotFairnessPage = lazy(() =>
  import('./SlotFairnessPage').then((m) => ({ default: m.SlotFairnessPage })),
);
const SlotVerifyPage = lazy(() =>
  import('./SlotVerifyPage').then((m) => ({ default: m.SlotVerifyPage })),
);

/** /slot/verify (public) and /slot/fairness (signed in); anything else under /slot/ is the slots list. */
export function SlotRoutes() {
  const page = useParams()['*'] ?? '';
  const isLogin = useIsLoggedIn();
  const navigate = useNavigate();
  const verify = page === 'verify';
  const fairness = page === 'fairness';
  const elsewhere = verify
    ? undefined
    : !fairness
      ? paths.category.href('RNG')
      : isLogin
        ? undefined
        : paths.login.path;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  if (elsewhere) return null;
  return <Suspense fallback={null}>{verify ? <SlotVerifyPage /> : <SlotFairnessPage />}</Suspense>;
}
