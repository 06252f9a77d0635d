import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './queryClient';

// One wrapper per component: routes that share a page component (/live, /rng, ...) keep sharing one
// component type, so moving between them updates the page instead of mounting a new one.
const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

/** The component under the site's one query client (every island shares its cache). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Component as ComponentType<never>);
  if (known) return known as ComponentType<P>;
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  wrapped.set(Component as ComponentType<never>, WithQueryClient as ComponentType<never>);
  return WithQueryClient;
}
