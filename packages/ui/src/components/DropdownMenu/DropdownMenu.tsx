import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import clsx from 'clsx';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { LinkComponentProps } from '../../provider/context';
import { useCroupier } from '../../provider/context';
import { ThemeScope } from '../../provider/ThemeScope';
import type { MenuIcon } from './menuIcon';
import { renderMenuIcon } from './menuIcon';
import * as styles from './DropdownMenu.css';

export type DropdownMenuRootProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Root>;
/** Holds the open state: controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`. */
const DropdownMenuRoot = (props: DropdownMenuRootProps) => <RadixDropdownMenu.Root {...props} />;
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

export interface DropdownMenuTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixDropdownMenu.Trigger>, 'asChild'> {
  /** One element (usually a Button or IconButton) that opens the menu. */
  children: ReactNode;
}
const DropdownMenuTrigger = (props: DropdownMenuTriggerProps) => <RadixDropdownMenu.Trigger {...props} asChild />;
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';

export interface DropdownMenuContentProps extends ComponentPropsWithRef<typeof RadixDropdownMenu.Content> {
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}
/** The menu panel, portalled, inside a theme scope so it keeps the brand and direction. */
const DropdownMenuContent = ({
  container,
  className,
  align = 'start',
  sideOffset = 6,
  collisionPadding = 8,
  ...props
}: DropdownMenuContentProps) => (
  <RadixDropdownMenu.Portal container={container}>
    <ThemeScope>
      <RadixDropdownMenu.Content
        {...props}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
      />
    </ThemeScope>
  </RadixDropdownMenu.Portal>
);
DropdownMenuContent.displayName = 'DropdownMenu.Content';

interface ItemLookProps {
  /** A lucide icon (`icon={Wallet}`) or any element, shown before the label. */
  icon?: MenuIcon;
  /** `danger` for destructive or leaving actions (sign out, delete). */
  tone?: 'neutral' | 'danger';
}

const ItemInner = ({ icon, tone, children }: ItemLookProps & { children?: ReactNode }) => (
  <>
    {icon ? <span className={styles.icon({ tone })}>{renderMenuIcon(icon)}</span> : null}
    <span className={styles.itemLabel}>{children}</span>
  </>
);

export interface DropdownMenuItemProps
  extends Omit<ComponentPropsWithRef<typeof RadixDropdownMenu.Item>, 'asChild'>,
    ItemLookProps {}
/** An action. `onSelect` runs on click, Enter or Space; the menu then closes (call `event.preventDefault()` to keep it open). */
const DropdownMenuItem = ({ icon, tone, className, children, ...props }: DropdownMenuItemProps) => (
  <RadixDropdownMenu.Item {...props} className={clsx(styles.item({ tone }), className)}>
    <ItemInner icon={icon} tone={tone}>
      {children}
    </ItemInner>
  </RadixDropdownMenu.Item>
);
DropdownMenuItem.displayName = 'DropdownMenu.Item';

export interface DropdownMenuLinkItemProps extends Omit<LinkComponentProps, 'onSelect'>, ItemLookProps {
  href: string;
  disabled?: boolean;
  /** Runs when the link is chosen (after the router has handled the click); the menu then closes. */
  onSelect?: (event: Event) => void;
  /** Text for typeahead when the label is not plain text. */
  textValue?: string;
  ref?: Ref<HTMLAnchorElement>;
}
/** A menu item that navigates: rendered by the provider's `linkComponent` (your router), or a plain <a>. */
const DropdownMenuLinkItem = ({
  icon,
  tone,
  disabled,
  onSelect,
  textValue,
  className,
  children,
  ...link
}: DropdownMenuLinkItemProps) => {
  const { linkComponent: Anchor = 'a' } = useCroupier();
  return (
    <RadixDropdownMenu.Item asChild disabled={disabled} onSelect={onSelect} textValue={textValue}>
      <Anchor {...link} className={clsx(styles.item({ tone }), className)}>
        <ItemInner icon={icon} tone={tone}>
          {children}
        </ItemInner>
      </Anchor>
    </RadixDropdownMenu.Item>
  );
};
DropdownMenuLinkItem.displayName = 'DropdownMenu.LinkItem';

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>;
const DropdownMenuSeparator = ({ className, ...props }: DropdownMenuSeparatorProps) => (
  <RadixDropdownMenu.Separator {...props} className={clsx(styles.separator, className)} />
);
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Label>;
/** A heading over a group of items; not focusable. */
const DropdownMenuLabel = ({ className, ...props }: DropdownMenuLabelProps) => (
  <RadixDropdownMenu.Label {...props} className={clsx(styles.label, className)} />
);
DropdownMenuLabel.displayName = 'DropdownMenu.Label';

export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Group>;
const DropdownMenuGroup = ({ className, ...props }: DropdownMenuGroupProps) => (
  <RadixDropdownMenu.Group {...props} className={clsx(styles.group, className)} />
);
DropdownMenuGroup.displayName = 'DropdownMenu.Group';

export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  LinkItem: DropdownMenuLinkItem,
  Separator: DropdownMenuSeparator,
  Label: DropdownMenuLabel,
  Group: DropdownMenuGroup,
};
