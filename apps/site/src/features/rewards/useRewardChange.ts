import { useQueryClient } from '@tanstack/react-query';
import { keys, messageKeys, recordKeys, rewardKeys } from '@croupier/sdk';

/** After a claim or an application: the rewards, badges, balance and bonus details all refresh. */
export function useRewardChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      rewardKeys.activities,
      rewardKeys.missions,
      rewardKeys.leaderboard,
      rewardKeys.referral,
      rewardKeys.vip,
      keys.memberInfo,
      messageKeys.unreadCount,
      keys.balance,
      recordKeys.bonuses,
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}
