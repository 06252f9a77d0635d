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
// the agent's team (issue 13)
export * from '../modules/agents/tables';
// counters shared by server processes (issue 18)
export * from '../modules/limits/tables';
// the points mall (issue 17)
export * from '../modules/points/tables';
// promotions (issue 17)
export * from '../modules/promotions/tables';
// lottery betting (issue 14)
export * from '../modules/lottery/tables';
// responsible gaming and jurisdiction profiles (issue 15)
export * from '../modules/responsible/tables';
// in-house crash games (issue 14)
export * from '../modules/crash/tables';
// VIP levels (issue 17)
export * from '../modules/vip/tables';
