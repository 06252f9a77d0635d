// Type-only entry (`@croupier/sdk/schema`): the contract as TypeScript, for the server and tests.
export type { $defs, components, operations, paths, webhooks } from './generated/schema';
// The socket's message types (not in openapi.yaml), for the server.
export type { ClientMessage, CrashBetLine, ServerMessage } from './socket';
