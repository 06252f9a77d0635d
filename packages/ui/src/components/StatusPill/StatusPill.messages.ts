/** Every status the kit can show (spec §4): redeem, activity, deposit and withdrawal. */
export type PillStatus =
  // redeem and activity
  | 'inProcess'
  | 'rejected'
  | 'approved'
  | 'join'
  | 'claim'
  | 'applying'
  | 'closed'
  | 'issued'
  | 'claimed'
  | 'joined'
  | 'signed'
  | 'comingSoon'
  // deposits and withdrawals (withdrawal confirmation: disbursed, then received / partly / not received)
  | 'pending'
  | 'success'
  | 'failed'
  | 'disbursed'
  | 'received'
  | 'partlyReceived'
  | 'notReceived';

/** The label of each status, English by default; pass translations through the `messages` prop. */
export type StatusPillMessages = Record<PillStatus, string>;

export const statusPillMessages: StatusPillMessages = {
  inProcess: 'In process',
  rejected: 'Rejected',
  approved: 'Approved',
  join: 'Join',
  claim: 'Claim',
  applying: 'Applying',
  closed: 'Closed',
  issued: 'Issued',
  claimed: 'Claimed',
  joined: 'Joined',
  signed: 'Signed',
  comingSoon: 'Coming soon',
  pending: 'Pending',
  success: 'Success',
  failed: 'Failed',
  disbursed: 'Disbursed',
  received: 'Received',
  partlyReceived: 'Partly received',
  notReceived: 'Not received',
};
