import { Moon, Sun } from 'lucide-react';
import { useColorMode } from '../../color-mode-react/useColorMode';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import type { IconButtonProps } from '../IconButton/IconButton';
import { IconButton } from '../IconButton/IconButton';

export interface ThemeToggleProps extends Omit<IconButtonProps, 'label' | 'icon' | 'onClick'> {
  messages?: Partial<UiMessages['themeToggle']>;
}

/** Switches the page between dark and light (saved, and shared by every toggle). */
export const ThemeToggle = ({ messages: messagesProp, ...props }: ThemeToggleProps) => {
  const messages = useMessages('themeToggle', messagesProp);
  const { mode, toggle } = useColorMode();
  return (
    <IconButton
      {...props}
      icon={mode === 'dark' ? Sun : Moon}
      label={mode === 'dark' ? messages.toLight : messages.toDark}
      onClick={toggle}
    />
  );
};
ThemeToggle.displayName = 'ThemeToggle';
