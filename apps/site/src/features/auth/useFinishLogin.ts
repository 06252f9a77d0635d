import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { LoginResult } from '@croupier/sdk';
import { paths } from '@/config/paths';
import { authDialog } from '@/shared/authDialog';

/** Session key the first-login action leaves for the first-time popups (spec §2 audience F). */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

/**
 * After a successful login (spec §4): the first-login action, then either the change-password modal
 * (default reset password or expired) instead of finishing, or member info reloads and the user goes
 * to / (or /agentHome from the agent page).
 */
export function useFinishLogin(agentPage: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /** `password`: the one just used, so the change-password form need not ask for it again (§5). */
  return async (result: LoginResult, password?: string) => {
    if (result.firstTimeLogin) sessionStorage.setItem(FIRST_LOGIN_KEY, '1');
    else sessionStorage.removeItem(FIRST_LOGIN_KEY);
    if (result.passwordExpired) {
      authDialog.openChangePassword({ heldPassword: password });
      return;
    }
    await queryClient.invalidateQueries();
    authDialog.close();
    navigate(agentPage ? paths.agentHome.path : paths.home.path);
  };
}
