import { useId, useRef } from 'react';
import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import type { MenuIcon } from '../DropdownMenu/menuIcon';
import { Icon } from '../Icon/Icon';
import { initials } from './initials';
import type { MemberMenuMessages } from './MemberMenu.messages';
import { memberMenuMessages } from './MemberMenu.messages';
import * as styles from './MemberMenu.css';

export interface MemberMenuItem {
  id: string;
  label: string;
  href: string;
  /** A lucide icon (`icon: Receipt`) or any element. */
  icon?: MenuIcon;
}

export interface MemberMenuProps {
  /** Shown at the top of the menu; its initials are the avatar. */
  nickname: string;
  /** The account name or number, under the nickname. */
  account?: string;
  /** The member's avatar picture; without it the avatar shows the initials. */
  avatarSrc?: string;
  /** The member's pages (betting record, account record, ...), rendered as links through the provider's linkComponent. */
  items: MemberMenuItem[];
  /**
   * Called once the menu has closed and focus is back on the avatar, so a confirm dialog opened
   * from here takes focus cleanly and returns it to the avatar when it closes.
   */
  onSignOut: () => void;
  messages?: Partial<MemberMenuMessages>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** The header's avatar menu (spec §2): who is signed in, their pages, and sign out. */
export const MemberMenu = ({
  nickname,
  account,
  avatarSrc,
  items,
  onSignOut,
  messages: messagesProp,
  open,
  defaultOpen,
  onOpenChange,
}: MemberMenuProps) => {
  const messages = { ...memberMenuMessages, ...messagesProp };
  // drawn by CSS from data-initials: the avatar's text is decoration, the button's name is `messages.menu`
  const letters = avatarSrc ? undefined : initials(nickname);
  const picture = avatarSrc ? <img src={avatarSrc} alt="" className={styles.avatarImage} /> : null;
  const profileId = useId();
  // Sign out waits for the menu to finish closing: opening a modal while the menu's focus trap and
  // outside-click guard are still mounted would leave focus, and pointer events, in the wrong place.
  const signOutChosen = useRef(false);
  const handleCloseAutoFocus = () => {
    if (!signOutChosen.current) return;
    signOutChosen.current = false;
    // a microtask: after the menu has put focus back on the avatar
    queueMicrotask(onSignOut);
  };

  return (
    <DropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger>
        <button type="button" className={styles.trigger} aria-label={messages.menu}>
          <span className={styles.avatar({ size: 'small' })} data-initials={letters} aria-hidden="true">
            {picture}
          </span>
          <span className={styles.chevron}>
            <Icon icon={ChevronDown} size="xsmall" />
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        className={styles.content}
        aria-describedby={profileId}
        onCloseAutoFocus={handleCloseAutoFocus}
      >
        <div id={profileId} className={styles.profile}>
          <span className={styles.avatar({ size: 'large' })} data-initials={letters} aria-hidden="true">
            {picture}
          </span>
          <span className={styles.profileText}>
            <span className={styles.nickname}>{nickname}</span>
            {account ? <span className={styles.account}>{account}</span> : null}
          </span>
        </div>
        <DropdownMenu.Separator />
        {items.length > 0 ? (
          <>
            <DropdownMenu.Group>
              {items.map((item) => (
                <DropdownMenu.LinkItem key={item.id} href={item.href} icon={item.icon}>
                  {item.label}
                </DropdownMenu.LinkItem>
              ))}
            </DropdownMenu.Group>
            <DropdownMenu.Separator />
          </>
        ) : null}
        <DropdownMenu.Item
          tone="danger"
          icon={<Icon icon={LogOut} size="small" mirrorInRtl />}
          onSelect={() => {
            signOutChosen.current = true;
          }}
        >
          {messages.signOut}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
};
MemberMenu.displayName = 'MemberMenu';
