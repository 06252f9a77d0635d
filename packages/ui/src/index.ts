// Themes first, so brand variables come before component styles in styles.css.
export * from './themes';

export { CroupierProvider } from './provider/CroupierProvider';
export type { CroupierProviderProps } from './provider/CroupierProvider';
export { ThemeScope } from './provider/ThemeScope';
export type { ThemeScopeProps } from './provider/ThemeScope';
export { useCroupier, useMessages } from './provider/context';
export type { LinkComponent, LinkComponentProps } from './provider/context';
export { defaultMessages } from './provider/messages';
export type { UiMessages, UiMessagesInput } from './provider/messages';

export { useColorMode } from './color-mode-react/useColorMode';
export type { UseColorMode } from './color-mode-react/useColorMode';

export { sprinkles } from './css/sprinkles.css';
export type { Sprinkles, Space, Foreground, ResponsiveValue } from './css/sprinkles.css';
export { breakpoints } from './css/breakpoints';

export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';
export { Stack } from './components/Stack/Stack';
export type { StackProps } from './components/Stack/Stack';
export { Inline } from './components/Inline/Inline';
export type { InlineProps } from './components/Inline/Inline';
export { Text } from './components/Text/Text';
export type { TextProps } from './components/Text/Text';
export { Heading } from './components/Heading/Heading';
export type { HeadingProps } from './components/Heading/Heading';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Link } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { Icon } from './components/Icon/Icon';
export type { IconProps } from './components/Icon/Icon';

export { Button } from './components/Button/Button';
export type { ButtonProps } from './components/Button/Button';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { RouteProgress } from './components/RouteProgress/RouteProgress';
export type { RouteProgressProps } from './components/RouteProgress/RouteProgress';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { PasswordField } from './components/PasswordField/PasswordField';
export type { PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Dialog } from './components/Dialog/Dialog';
export type {
  DialogRootProps,
  DialogTriggerProps,
  DialogContentProps,
  DialogTitleProps,
  DialogDescriptionProps,
  DialogCloseProps,
  DialogActionsProps,
} from './components/Dialog/Dialog';
export { AlertDialog } from './components/AlertDialog/AlertDialog';
export type { AlertDialogProps } from './components/AlertDialog/AlertDialog';
export { ThemeToggle } from './components/ThemeToggle/ThemeToggle';
export type { ThemeToggleProps } from './components/ThemeToggle/ThemeToggle';
export { Amount } from './components/Amount/Amount';
export type { AmountProps } from './components/Amount/Amount';
export { formatAmount, prepareAmountFormat } from './components/Amount/formatAmount';
export { parseAmount } from './components/Amount/parseAmount';

export { BalanceWidget, balanceMask } from './components/BalanceWidget/BalanceWidget';
export type { BalanceWidgetProps } from './components/BalanceWidget/BalanceWidget';
export { AppShell } from './components/AppShell/AppShell';
export type { AppShellProps } from './components/AppShell/AppShell';
export { AppShellMenuButton } from './components/AppShell/AppShellMenuButton';
export { useAppShell } from './components/AppShell/AppShellContext';
export type { AppShellContextValue } from './components/AppShell/AppShellContext';
export { BottomTabBar } from './components/BottomTabBar/BottomTabBar';
export type { BottomTabBarProps, BottomTabBarItem } from './components/BottomTabBar/BottomTabBar';
export { SideMenuDrawer } from './components/SideMenuDrawer/SideMenuDrawer';
export type { SideMenuDrawerProps } from './components/SideMenuDrawer/SideMenuDrawer';
export { Header } from './components/Header/Header';
export type { HeaderProps, HeaderNavItem } from './components/Header/Header';
export { HeaderMemberArea } from './components/HeaderMemberArea/HeaderMemberArea';
export type { HeaderMemberAreaProps } from './components/HeaderMemberArea/HeaderMemberArea';
export { HeaderAction } from './components/HeaderAction/HeaderAction';
export type { HeaderActionProps } from './components/HeaderAction/HeaderAction';
export { SideMenu } from './components/SideMenu/SideMenu';
export type { SideMenuProps, SideMenuItem, SideMenuSection } from './components/SideMenu/SideMenu';
export { Footer } from './components/Footer/Footer';
export type { FooterProps, FooterLink, FooterSocialLink, FooterVendor } from './components/Footer/Footer';
export { VendorLogo } from './components/VendorLogo/VendorLogo';
export type { VendorLogoProps } from './components/VendorLogo/VendorLogo';

export { DropdownMenu } from './components/DropdownMenu/DropdownMenu';
export type {
  DropdownMenuRootProps,
  DropdownMenuTriggerProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLinkItemProps,
  DropdownMenuSeparatorProps,
  DropdownMenuLabelProps,
  DropdownMenuGroupProps,
} from './components/DropdownMenu/DropdownMenu';
export type { MenuIcon } from './components/DropdownMenu/menuIcon';
export { Select } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { LanguagePicker } from './components/LanguagePicker/LanguagePicker';
export type { LanguagePickerProps, LanguagePickerLanguage } from './components/LanguagePicker/LanguagePicker';
export type { LanguagePickerMessages } from './components/LanguagePicker/LanguagePicker.messages';
export { MemberMenu } from './components/MemberMenu/MemberMenu';
export type { MemberMenuProps, MemberMenuItem } from './components/MemberMenu/MemberMenu';
export type { MemberMenuMessages } from './components/MemberMenu/MemberMenu.messages';

export * from './data';
export * from './controls';
export * from './forms';
export * from './lobby';
export * from './pages';
