// Controls group: tabs, overlays, notifications, status markers and page states.
export { Tabs } from './components/Tabs/Tabs';
export type { TabsRootProps, TabsListProps, TabsTriggerProps, TabsContentProps } from './components/Tabs/Tabs';
export { Tooltip } from './components/Tooltip/Tooltip';
export type {
  TooltipProviderProps,
  TooltipRootProps,
  TooltipTriggerProps,
  TooltipContentProps,
} from './components/Tooltip/Tooltip';
export { Popover } from './components/Popover/Popover';
export type {
  PopoverRootProps,
  PopoverTriggerProps,
  PopoverAnchorProps,
  PopoverContentProps,
  PopoverCloseProps,
} from './components/Popover/Popover';
export type { PopoverMessages } from './components/Popover/Popover.messages';
export { ToastProvider, useToast } from './components/Toast/Toast';
export type { ToastProviderProps, ToastApi } from './components/Toast/Toast';
export type { ToastOptions, ToastTone, ToastAction } from './components/Toast/toastQueue';
export type { ToastMessages } from './components/Toast/Toast.messages';
export { Badge } from './components/Badge/Badge';
export type { BadgeProps, BadgeCountProps, BadgeDotProps, BadgeTextProps } from './components/Badge/Badge';
export type { BadgeMessages } from './components/Badge/Badge.messages';
export { badgeCount } from './components/Badge/badgeCount';
export { Avatar } from './components/Avatar/Avatar';
export type { AvatarProps } from './components/Avatar/Avatar';
export { Skeleton } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { Divider } from './components/Divider/Divider';
export type { DividerProps } from './components/Divider/Divider';
export { Grid } from './components/Grid/Grid';
export type { GridProps, GridColumns } from './components/Grid/Grid';
export { EmptyState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps } from './components/EmptyState/EmptyState';
export type { EmptyStateMessages } from './components/EmptyState/EmptyState.messages';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export type { ErrorStateMessages } from './components/ErrorState/ErrorState.messages';
export { CopyButton } from './components/CopyButton/CopyButton';
export type { CopyButtonProps } from './components/CopyButton/CopyButton';
export type { CopyButtonMessages } from './components/CopyButton/CopyButton.messages';
export { copyText, CopyError } from './components/CopyButton/copyText';
export { QRCode } from './components/QRCode/QRCode';
export type { QRCodeProps } from './components/QRCode/QRCode';
export type { QRCodeMessages } from './components/QRCode/QRCode.messages';
export { Flag } from './components/Flag/Flag';
export type { FlagProps } from './components/Flag/Flag';
export type { FlagMessages } from './components/Flag/Flag.messages';
export { Drawer } from './components/Drawer/Drawer';
export type {
  DrawerRootProps,
  DrawerTriggerProps,
  DrawerContentProps,
  DrawerHeaderProps,
  DrawerBodyProps,
  DrawerFooterProps,
  DrawerTitleProps,
  DrawerDescriptionProps,
  DrawerCloseProps,
} from './components/Drawer/Drawer';
export type { DrawerMessages } from './components/Drawer/Drawer.messages';
export { ChatRoom } from './components/ChatRoom/ChatRoom';
export type { ChatRoomProps, ChatMessage } from './components/ChatRoom/ChatRoom';
export type { ChatRoomMessages } from './components/ChatRoom/ChatRoom.messages';
