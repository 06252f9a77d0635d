import { Suspense } from 'react';
import { lazyIsland } from '@/shared/island';
import { loadShellIslands } from './loadShellIslands';

// Below the fold, and fed by the permission payload (social links, brand line): an island, not the first script.
const SiteFooterContent = lazyIsland(() => loadShellIslands().then((m) => m.SiteFooterContent));

/** Footer (spec §2); its content is SiteFooterContent. */
export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <SiteFooterContent />
    </Suspense>
  );
}
