// One in-memory catalogue per server process. It asks the database for the catalogue's version at most
// once a second and reloads only when that changed, so a maintenance flag set by any process shows within
// a second everywhere, and a lobby request costs no query.
import type { Db } from '../../db/types';
import { createCatalogueView, type CatalogueView } from './catalogueView';
import { catalogueVersion, loadCatalogue } from './service';

const RECHECK_MS = 1000;

export function createCatalogueStore(db: Db, recheckMs = RECHECK_MS) {
  let view: CatalogueView | undefined;
  let checkedAt = 0;
  let pending: Promise<CatalogueView> | undefined;

  async function refresh(): Promise<CatalogueView> {
    const version = await catalogueVersion(db);
    if (view?.version !== version) view = createCatalogueView(version, await loadCatalogue(db));
    checkedAt = Date.now();
    return view;
  }

  /** The current catalogue; concurrent callers share one refresh. */
  return function current(): Promise<CatalogueView> {
    if (view && Date.now() - checkedAt < recheckMs) return Promise.resolve(view);
    pending ??= refresh().finally(() => {
      pending = undefined;
    });
    return pending;
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
