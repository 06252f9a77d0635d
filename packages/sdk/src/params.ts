import type { paths } from './generated/schema';
import type { HttpMethod, PathWith } from './types';

/** The query parameters of `method path` (all optional ones included), for typed option factories. */
export type QueryParams<M extends HttpMethod, P extends PathWith<M>> = paths[P] extends {
  [K in M]: { parameters: { query?: infer Q } };
}
  ? NonNullable<Q>
  : never;
