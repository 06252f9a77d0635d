import type { RouteObject } from 'react-router-dom';
import type { PageHandle } from '@/shared/pagePicker';

/**
 * A section's child routes, one per page by its spec §2 name (/member/depositv2), the index showing the
 * default page, all loading the section's one island (shared/pagePicker.tsx). A name not listed is the 404.
 */
export function pageRoutes(
  pages: readonly string[],
  defaultPage: string,
  lazy: RouteObject['lazy'],
): RouteObject[] {
  const handle = (page: string): PageHandle => ({ page });
  return [
    { index: true, handle: handle(defaultPage), lazy },
    ...pages.map((page) => ({ path: page, handle: handle(page), lazy })),
  ];
}
