import type { ComponentPropsWithRef, ReactNode } from 'react';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { Popover as RadixPopover } from 'radix-ui';
import { ThemeScope } from '../../provider/ThemeScope';
import { IconButton } from '../IconButton/IconButton';
import type { PopoverMessages } from './Popover.messages';
import { popoverMessages } from './Popover.messages';
import * as styles from './Popover.css';

export type PopoverRootProps = ComponentPropsWithRef<typeof RadixPopover.Root>;
/** Holds the open state: controlled with `open`/`onOpenChange`, or uncontrolled with `defaultOpen`. */
const PopoverRoot = (props: PopoverRootProps) => <RadixPopover.Root {...props} />;
PopoverRoot.displayName = 'Popover.Root';

export interface PopoverTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixPopover.Trigger>, 'asChild'> {
  /** One element (usually a Button or IconButton) that opens the popover. */
  children: ReactNode;
}
const PopoverTrigger = (props: PopoverTriggerProps) => <RadixPopover.Trigger {...props} asChild />;
PopoverTrigger.displayName = 'Popover.Trigger';

export interface PopoverAnchorProps extends Omit<ComponentPropsWithRef<typeof RadixPopover.Anchor>, 'asChild'> {
  /** One element to position the popover against instead of the trigger. */
  children: ReactNode;
}
const PopoverAnchor = (props: PopoverAnchorProps) => <RadixPopover.Anchor {...props} asChild />;
PopoverAnchor.displayName = 'Popover.Anchor';

export interface PopoverContentProps extends ComponentPropsWithRef<typeof RadixPopover.Content> {
  padding?: 'none' | 'small' | 'medium';
  /** Show the small pointer towards the trigger. Default true. */
  arrow?: boolean;
  /** Add a corner close button (Escape and clicking outside close it anyway). */
  closeButton?: boolean;
  messages?: Partial<PopoverMessages>;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}
/**
 * The panel, portalled inside a theme scope. Not modal: focus moves in, Tab can leave, Escape or a
 * click outside closes it and focus returns to the trigger. Name it with `aria-label` or `aria-labelledby`.
 */
const PopoverContent = ({
  padding,
  arrow = true,
  closeButton = false,
  messages: messagesProp,
  container,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: PopoverContentProps) => {
  const messages = { ...popoverMessages, ...messagesProp };
  return (
    <RadixPopover.Portal container={container}>
      <ThemeScope>
        <RadixPopover.Content
          {...props}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={clsx(styles.content, className)}
        >
          <div className={clsx(styles.body({ padding }), closeButton && styles.withClose)}>{children}</div>
          {closeButton ? (
            <RadixPopover.Close asChild>
              <IconButton className={styles.close} icon={X} label={messages.close} size="small" />
            </RadixPopover.Close>
          ) : null}
          {arrow ? <RadixPopover.Arrow className={styles.arrow} width={12} height={6} /> : null}
        </RadixPopover.Content>
      </ThemeScope>
    </RadixPopover.Portal>
  );
};
PopoverContent.displayName = 'Popover.Content';

export interface PopoverCloseProps extends Omit<ComponentPropsWithRef<typeof RadixPopover.Close>, 'asChild'> {
  /** One element (usually a Button) that closes the popover. */
  children: ReactNode;
}
const PopoverClose = (props: PopoverCloseProps) => <RadixPopover.Close {...props} asChild />;
PopoverClose.displayName = 'Popover.Close';

export const Popover = {
  Root: PopoverRoot,
  Trigger: PopoverTrigger,
  Anchor: PopoverAnchor,
  Content: PopoverContent,
  Close: PopoverClose,
};
