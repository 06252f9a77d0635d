import type { AccountRecordStatus, AccountRecordType, BetStatus, GameType } from '@croupier/sdk';
import type { PillStatus } from '@croupier/ui';

// Literal keys per value, so every translated label is findable in the code.
export const gameTypeLabels: Record<GameType, string> = {
  LIVE: 'records.gameTypes.LIVE',
  RNG: 'records.gameTypes.RNG',
  FISH: 'records.gameTypes.FISH',
  PVP: 'records.gameTypes.PVP',
  SPORTS: 'records.gameTypes.SPORTS',
  ESPORTS: 'records.gameTypes.ESPORTS',
  LOTT: 'records.gameTypes.LOTT',
  ELOTT: 'records.gameTypes.ELOTT',
  COCKFIGHT: 'records.gameTypes.COCKFIGHT',
  CRASH: 'records.gameTypes.CRASH',
};

export const betStatusLabels: Record<BetStatus, string> = {
  settled: 'records.betStatus.settled',
  unsettled: 'records.betStatus.unsettled',
  cancelled: 'records.betStatus.cancelled',
};

export const accountRecordTypeLabels: Record<AccountRecordType, string> = {
  deposit: 'records.types.deposit',
  withdrawal: 'records.types.withdrawal',
  transfer: 'records.types.transfer',
  bet: 'records.types.bet',
  win: 'records.types.win',
  rollback: 'records.types.rollback',
  bonus: 'records.types.bonus',
  points_conversion: 'records.types.points_conversion',
  agent_transfer: 'records.types.agent_transfer',
  contract_settlement: 'records.types.contract_settlement',
  adjustment: 'records.types.adjustment',
};

export const accountRecordPill: Record<AccountRecordStatus, PillStatus> = {
  pending: 'pending',
  completed: 'success',
  failed: 'failed',
};
