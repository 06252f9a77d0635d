import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches } from 'react-router-dom';

/** What a section's child route carries (app/pageRoutes.ts): the name of the page it shows. */
export interface PageHandle {
  page: string;
}

/**
 * A section's pages as one island (the member centre's, the agent centre's): the router in the first script
 * names one import for all of them, and this picks the page its route names, each page its own chunk.
 */
export function pagePicker<K extends string>(
  loaders: Record<K, () => Promise<ComponentType>>,
): ComponentType {
  const pages = new Map<string, ComponentType>(
    (Object.entries(loaders) as [K, () => Promise<ComponentType>][]).map(([name, load]) => [
      name,
      lazy(async () => ({ default: await load() })),
    ]),
  );
  return function PagePicker() {
    const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
    const Page = handle && pages.get(handle.page);
    if (!Page) throw new Error(`No page ${handle?.page ?? '(none)'} in this section`);
    // Between pages of a section this boundary is already shown, so the router's transition keeps the page
    // on screen while the next one's chunk loads.
    return (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
  };
}
