import type { ComponentPropsWithRef, ReactElement } from 'react';
import { useCallback } from 'react';
import clsx from 'clsx';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { ThemeScope } from '../../provider/ThemeScope';
import { isKeyboardFocusable } from './focusable';
import * as styles from './Tooltip.css';

export type TooltipProviderProps = ComponentPropsWithRef<typeof RadixTooltip.Provider>;
/**
 * Shares the open delay across tooltips (moving between them opens the next at once). Optional:
 * each Tooltip.Root brings its own; wrap an area in one to share the delay.
 */
const TooltipProvider = ({ delayDuration = 400, ...props }: TooltipProviderProps) => (
  <RadixTooltip.Provider delayDuration={delayDuration} {...props} />
);
TooltipProvider.displayName = 'Tooltip.Provider';

export type TooltipRootProps = ComponentPropsWithRef<typeof RadixTooltip.Root>;
/** Opens on hover and on keyboard focus of its trigger; Escape closes it. */
const TooltipRoot = (props: TooltipRootProps) => (
  <TooltipProvider>
    <RadixTooltip.Root {...props} />
  </TooltipProvider>
);
TooltipRoot.displayName = 'Tooltip.Root';

export interface TooltipTriggerProps extends Omit<ComponentPropsWithRef<typeof RadixTooltip.Trigger>, 'asChild' | 'children'> {
  /**
   * One focusable element with its own accessible name (a Button, IconButton, link), so keyboard and
   * touch-screen-reader users reach it; the tooltip only adds a description.
   */
  children: ReactElement;
}
const TooltipTrigger = ({ ref, ...props }: TooltipTriggerProps) => {
  // development aid: a tooltip on something unfocusable is invisible to keyboard users
  const check = useCallback(
    (element: HTMLButtonElement | null) => {
      if (globalThis.process?.env?.NODE_ENV !== 'production' && element && !isKeyboardFocusable(element)) {
        console.warn('Tooltip.Trigger: its child must be focusable (a button or link) so keyboard users can open the tooltip.');
      }
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  return <RadixTooltip.Trigger {...props} ref={check} asChild />;
};
TooltipTrigger.displayName = 'Tooltip.Trigger';

export interface TooltipContentProps extends ComponentPropsWithRef<typeof RadixTooltip.Content> {
  /** Show the small pointer towards the trigger. Default true. */
  arrow?: boolean;
  /** Portal target; default document.body. */
  container?: HTMLElement | null;
}
/** The bubble: short, plain text that describes the trigger. Portalled inside a theme scope. */
const TooltipContent = ({
  arrow = true,
  container,
  className,
  sideOffset = 6,
  collisionPadding = 8,
  children,
  ...props
}: TooltipContentProps) => (
  <RadixTooltip.Portal container={container}>
    <ThemeScope>
      <RadixTooltip.Content
        {...props}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={clsx(styles.content, className)}
      >
        {children}
        {arrow ? <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} /> : null}
      </RadixTooltip.Content>
    </ThemeScope>
  </RadixTooltip.Portal>
);
TooltipContent.displayName = 'Tooltip.Content';

export const Tooltip = {
  Provider: TooltipProvider,
  Root: TooltipRoot,
  Trigger: TooltipTrigger,
  Content: TooltipContent,
};
