// Type-only entry (`@croupier/sdk/schema`): the contract as TypeScript, for the server and tests.
export type { $defs, components, operations, paths, webhooks } from './generated/schema';
