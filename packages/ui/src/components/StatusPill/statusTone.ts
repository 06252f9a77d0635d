import type { PillStatus } from './StatusPill.messages';

export type StatusTone = 'positive' | 'warning' | 'critical' | 'neutral' | 'info';

/**
 * What each status means to the reader: done and good (positive), waiting on someone (warning),
 * refused or lost (critical), an action on offer or a step in flight (info), over or not yet (neutral).
 */
export const statusTone: Record<PillStatus, StatusTone> = {
  approved: 'positive',
  issued: 'positive',
  claimed: 'positive',
  joined: 'positive',
  signed: 'positive',
  success: 'positive',
  received: 'positive',
  inProcess: 'warning',
  applying: 'warning',
  pending: 'warning',
  partlyReceived: 'warning',
  rejected: 'critical',
  failed: 'critical',
  notReceived: 'critical',
  join: 'info',
  claim: 'info',
  disbursed: 'info',
  closed: 'neutral',
  comingSoon: 'neutral',
};
