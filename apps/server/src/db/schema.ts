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
// wallet and member center (issue 6)
export * from '../modules/payments/tables';
export * from '../modules/withdrawals/tables';
export * from '../modules/records/tables';
export * from '../modules/messages/tables';
export * from '../modules/profile/tables';
export * from '../modules/feedback/tables';
export * from '../modules/chat/tables';
// rewards, missions and referral (session 3)
export * from '../modules/rewards/tables';
// agent contracts (issue 7)
export * from '../modules/contracts/tables';
