import type { ComponentPropsWithRef, ReactNode } from 'react';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { ThemeScope } from '../../provider/ThemeScope';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import type { DrawerMessages } from './Drawer.messages';
import { drawerMessages } from './Drawer.messages';
import * as styles from './Drawer.css';

export type DrawerRootProps = ComponentPropsWithRef<typeof RadixDialog.Root>;
/** Holds the open state: controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`. */
const DrawerRoot = (props: DrawerRootProps) => <RadixDialog.Root {...props} />;
DrawerRoot.displayName = 'Drawer.Root';

export interface DrawerTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixDialog.Trigger>, 'asChild'> {
  /** One element (usually a Button or IconButton) that opens the drawer; focus returns to it on close. */
  children: ReactNode;
}
const DrawerTrigger = (props: DrawerTriggerProps) => <RadixDialog.Trigger {...props} asChild />;
DrawerTrigger.displayName = 'Drawer.Trigger';

export interface DrawerContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /**
   * Where it slides in from. `start` and `end` follow the text direction (start is the left in LTR,
   * the right in RTL); `bottom` is a sheet for phones. Default `end`.
   */
  side?: 'start' | 'end' | 'bottom';
  /** Width of a side drawer: 320, 420 (default) or 640px, never wider than the screen. */
  size?: 'small' | 'medium' | 'large';
  /** Leave out the corner close button (then give the drawer another way out). */
  hideCloseButton?: boolean;
  messages?: Partial<DrawerMessages>;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}
/**
 * The sheet, modal like a Dialog (focus trapped, Escape and the backdrop close it), portalled inside a
 * theme scope. Lay it out with Drawer.Header, Drawer.Body and Drawer.Footer.
 */
const DrawerContent = ({
  side = 'end',
  size,
  hideCloseButton,
  messages: messagesProp,
  container,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DrawerContentProps) => {
  const messages = { ...drawerMessages, ...messagesProp };
  // the side menu opens from the header's own button, not a Drawer.Trigger
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal container={container}>
      <ThemeScope>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content {...props} {...returnFocus} data-side={side} className={clsx(styles.content({ side, size }), className)}>
          {side === 'bottom' ? <span className={styles.handle} aria-hidden="true" /> : null}
          {children}
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <IconButton className={styles.close} icon={X} label={messages.close} size="small" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </ThemeScope>
    </RadixDialog.Portal>
  );
};
DrawerContent.displayName = 'Drawer.Content';

export type DrawerHeaderProps = ComponentPropsWithRef<'div'>;
/** The top: title and description, with room for the close button. Stays put while the body scrolls. */
const DrawerHeader = ({ className, children, ...props }: DrawerHeaderProps) => (
  <div {...props} className={clsx(styles.header, className)}>
    <div className={styles.headerText}>{children}</div>
  </div>
);
DrawerHeader.displayName = 'Drawer.Header';

export type DrawerBodyProps = ComponentPropsWithRef<'div'>;
/** The scrolling middle. */
const DrawerBody = ({ className, ...props }: DrawerBodyProps) => <div {...props} className={clsx(styles.body, className)} />;
DrawerBody.displayName = 'Drawer.Body';

export type DrawerFooterProps = ComponentPropsWithRef<'div'>;
/** Button row at the bottom, primary action last (end side). */
const DrawerFooter = ({ className, ...props }: DrawerFooterProps) => (
  <div {...props} className={clsx(styles.footer, className)} />
);
DrawerFooter.displayName = 'Drawer.Footer';

export type DrawerTitleProps = Omit<ComponentPropsWithRef<'h2'>, 'color'>;
const DrawerTitle = ({ className, children, ...props }: DrawerTitleProps) => (
  <RadixDialog.Title asChild>
    <Heading {...props} level="4" as="h2" className={clsx(styles.title, className)}>
      {children}
    </Heading>
  </RadixDialog.Title>
);
DrawerTitle.displayName = 'Drawer.Title';

export type DrawerDescriptionProps = Omit<ComponentPropsWithRef<'p'>, 'color'>;
const DrawerDescription = ({ className, children, ...props }: DrawerDescriptionProps) => (
  <RadixDialog.Description asChild>
    <Text {...props} as="p" size="small" tone="muted" className={clsx(styles.description, className)}>
      {children}
    </Text>
  </RadixDialog.Description>
);
DrawerDescription.displayName = 'Drawer.Description';

export interface DrawerCloseProps extends Omit<ComponentPropsWithRef<typeof RadixDialog.Close>, 'asChild'> {
  /** One element (usually a Button) that closes the drawer. */
  children: ReactNode;
}
const DrawerClose = (props: DrawerCloseProps) => <RadixDialog.Close {...props} asChild />;
DrawerClose.displayName = 'Drawer.Close';

export const Drawer = {
  Root: DrawerRoot,
  Trigger: DrawerTrigger,
  Content: DrawerContent,
  Header: DrawerHeader,
  Body: DrawerBody,
  Footer: DrawerFooter,
  Title: DrawerTitle,
  Description: DrawerDescription,
  Close: DrawerClose,
};
