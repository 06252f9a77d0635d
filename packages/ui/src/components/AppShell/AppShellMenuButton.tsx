// the side menu's own expand icon (already on the page) rather than a hamburger: the first script is at its budget
import { PanelLeftOpen } from 'lucide-react';
import { useMessages } from '../../provider/context';
import { IconButton } from '../IconButton/IconButton';
import { useAppShell } from './AppShellContext';
import * as styles from './AppShell.css';

/**
 * The phone header's menu button (put it in Header's `startSlot`): opens the shell's side menu drawer.
 * Shown below the tablet breakpoint only, where the drawer replaces the side menu.
 */
export const AppShellMenuButton = () => {
  const messages = useMessages('appShell');
  const shell = useAppShell();
  return (
    <IconButton
      className={styles.menuButton}
      icon={PanelLeftOpen}
      mirrorInRtl
      variant="ghost"
      label={messages.menu}
      aria-haspopup="dialog"
      aria-expanded={shell?.menuOpen ?? false}
      onClick={() => shell?.setMenuOpen(true)}
    />
  );
};
AppShellMenuButton.displayName = 'AppShell.MenuButton';
