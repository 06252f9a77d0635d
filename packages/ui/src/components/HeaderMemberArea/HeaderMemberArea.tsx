import type { ReactNode } from 'react';
import * as styles from '../Header/Header.css';

export interface HeaderMemberAreaProps {
  /** The member's balance, usually a BalanceWidget. In a narrow header it takes a row of its own. */
  balance: ReactNode;
  /** Deposit, withdraw...: HeaderActions, which show only their icons in a narrow header. */
  actions?: ReactNode;
  /** The avatar menu (MemberMenu), last. */
  menu: ReactNode;
}

/**
 * The signed-in end of the Header (spec §2): balance, the member's actions and the avatar menu in one
 * row; in a narrow header (a phone's) the balance moves to a row of its own under the controls.
 * The reading and tab order stays balance, actions, menu at every width.
 */
export const HeaderMemberArea = ({ balance, actions, menu }: HeaderMemberAreaProps) => (
  <div className={styles.memberArea}>
    <div className={styles.memberBalance}>{balance}</div>
    {actions ? <div className={styles.memberActions}>{actions}</div> : null}
    {menu}
  </div>
);
HeaderMemberArea.displayName = 'HeaderMemberArea';
