// Every module's tables, for drizzle-kit and for the typed database handle.
export * from '../modules/system/tables';
export * from '../modules/member/tables';
export * from '../modules/session/tables';
export * from '../modules/wallet/tables';
export * from '../modules/verification/tables';
export * from '../modules/account/tables';
export * from '../modules/enc/tables';
export * from '../modules/games/tables';
export * from '../modules/lobby/tables';
