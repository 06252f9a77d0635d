import { useLoginFlags } from './member';
import { useWhitelabelFlags } from './system';

/** Invite friends (spec §6): player accounts only (not agents, not trial), with the merchant's referral flag on. */
export function useReferralAvailable(): boolean {
  const { isLogin, member, isAgent, isTrial } = useLoginFlags();
  const flags = useWhitelabelFlags();
  return isLogin && member !== undefined && !isAgent && !isTrial && flags.referral === true;
}
