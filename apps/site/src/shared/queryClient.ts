import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the site. Kept apart from the SDK client (./api) so the first page's script does not
 * carry the client; ./api installs the error-aware retry policy when it loads.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
