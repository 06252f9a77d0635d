import { Suspense, useState, type ReactNode } from 'react';
import type { SystemVerdict } from './verdict';
import { lazyIsland } from '@/shared/island';

// Both need the SDK: loaded after the first paint, so the shell shows at once.
const SystemWatcher = lazyIsland(() => import('./SystemWatcher').then((m) => m.SystemWatcher));
const SystemStatusPage = lazyIsland(() => import('./SystemStatusPage').then((m) => m.SystemStatusPage));

/** Shows the site, unless the system status or the domain check says otherwise (spec §4: it overrides everything). */
export function SystemGate({ children }: { children: ReactNode }) {
  const [verdict, setVerdict] = useState<SystemVerdict | null>(null);
  return (
    <>
      {verdict ? (
        <Suspense fallback={null}>
          <SystemStatusPage verdict={verdict} />
        </Suspense>
      ) : (
        children
      )}
      <Suspense fallback={null}>
        <SystemWatcher onVerdict={setVerdict} />
      </Suspense>
    </>
  );
}
