import type { ComponentPropsWithRef, ReactNode } from 'react';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { Dialog as RadixDialog } from 'radix-ui';
import { useMessages } from '../../provider/context';
import { ThemeScope } from '../../provider/ThemeScope';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { Text } from '../Text/Text';
import * as styles from './Dialog.css';
import { useReturnFocus } from './useReturnFocus';

export type DialogRootProps = ComponentPropsWithRef<typeof RadixDialog.Root>;
/** Holds the open state: controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`. */
const DialogRoot = (props: DialogRootProps) => <RadixDialog.Root {...props} />;
DialogRoot.displayName = 'Dialog.Root';

export interface DialogTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixDialog.Trigger>, 'asChild'> {
  /** One element (usually a Button) that opens the dialog. */
  children: ReactNode;
}
const DialogTrigger = (props: DialogTriggerProps) => <RadixDialog.Trigger {...props} asChild />;
DialogTrigger.displayName = 'Dialog.Trigger';

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  size?: 'small' | 'medium' | 'large';
  /** Leave out the corner close button (then give the dialog another way out). */
  hideCloseButton?: boolean;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}
/**
 * The panel, portalled, inside a theme scope so it keeps the brand, mode and direction.
 * On close, focus goes back to whatever opened it, Trigger or not.
 */
const DialogContent = ({
  size,
  hideCloseButton,
  container,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) => {
  const messages = useMessages('dialog');
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <RadixDialog.Portal container={container}>
      <ThemeScope>
        <RadixDialog.Overlay className={styles.overlay}>
          <RadixDialog.Content {...props} {...returnFocus} className={clsx(styles.content({ size }), className)}>
            {children}
            {hideCloseButton ? null : (
              <RadixDialog.Close asChild>
                <IconButton className={styles.close} icon={X} label={messages.close} size="small" />
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </ThemeScope>
    </RadixDialog.Portal>
  );
};
DialogContent.displayName = 'Dialog.Content';

export type DialogTitleProps = Omit<ComponentPropsWithRef<'h2'>, 'color'>;
const DialogTitle = ({ className, children, ...props }: DialogTitleProps) => (
  <RadixDialog.Title asChild>
    <Heading {...props} level="3" as="h2" className={clsx(styles.title, className)}>
      {children}
    </Heading>
  </RadixDialog.Title>
);
DialogTitle.displayName = 'Dialog.Title';

export type DialogDescriptionProps = Omit<ComponentPropsWithRef<'p'>, 'color'>;
const DialogDescription = ({ className, children, ...props }: DialogDescriptionProps) => (
  <RadixDialog.Description asChild>
    <Text {...props} as="p" tone="muted" className={clsx(styles.description, className)}>
      {children}
    </Text>
  </RadixDialog.Description>
);
DialogDescription.displayName = 'Dialog.Description';

export interface DialogCloseProps extends Omit<ComponentPropsWithRef<typeof RadixDialog.Close>, 'asChild'> {
  /** One element (usually a Button) that closes the dialog. */
  children: ReactNode;
}
const DialogClose = (props: DialogCloseProps) => <RadixDialog.Close {...props} asChild />;
DialogClose.displayName = 'Dialog.Close';

export type DialogActionsProps = ComponentPropsWithRef<'div'>;
/** Button row at the bottom, primary action last (end side). */
const DialogActions = ({ className, ...props }: DialogActionsProps) => (
  <div {...props} className={clsx(styles.actions, className)} />
);
DialogActions.displayName = 'Dialog.Actions';

export const Dialog = {
  Root: DialogRoot,
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
  Actions: DialogActions,
};
