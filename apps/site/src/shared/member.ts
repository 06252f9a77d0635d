import { useQuery } from '@tanstack/react-query';
import { isAgentType, isTrialType, type MemberInfo } from '@croupier/sdk';
import { queries } from './api';
import { useIsLoggedIn } from './session';

export interface LoginFlags {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  member: MemberInfo | undefined;
}

/** Login flags of spec §3, derived from the member info the server gives for the session. */
export function useLoginFlags(): LoginFlags {
  const isLogin = useIsLoggedIn();
  const { data: member } = useQuery({ ...queries.memberInfo(), enabled: isLogin });
  return {
    isLogin,
    member: isLogin ? member : undefined,
    isAgent: isLogin && member !== undefined && isAgentType(member.type),
    isTrial: isLogin && member !== undefined && isTrialType(member.type),
  };
}
