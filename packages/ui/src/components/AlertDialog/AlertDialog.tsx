import type { ReactElement, ReactNode } from 'react';
import { useRef } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useMessages } from '../../provider/context';
import type { UiMessages } from '../../provider/messages';
import { ThemeScope } from '../../provider/ThemeScope';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { useReturnFocus } from '../Dialog/useReturnFocus';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** Called when the confirm button is pressed. The dialog closes unless `confirming` keeps it open. */
  onConfirm: () => void;
  onCancel?: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** One element (usually a Button) that opens the dialog. */
  trigger?: ReactElement;
  /** `danger` for destructive actions. Default `primary`. */
  tone?: 'primary' | 'danger';
  /** Shows the confirm button loading and keeps the dialog open. */
  confirming?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A notice with one button (§8: a failed SMS send, an invalid invitation code): no Cancel; Escape still closes. */
  acknowledge?: boolean;
  messages?: Partial<UiMessages['alertDialog']>;
  children?: ReactNode;
}

/**
 * A question that needs an answer before anything else (e.g. "Log out?").
 * Focus starts on Cancel; Escape cancels; clicking outside does nothing; closing returns focus to the opener.
 */
export const AlertDialog = ({
  title,
  description,
  onConfirm,
  onCancel,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  tone = 'primary',
  confirming = false,
  confirmLabel,
  cancelLabel,
  acknowledge = false,
  messages: messagesProp,
  children,
}: AlertDialogProps) => {
  const messages = useMessages('alertDialog', messagesProp);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Radix focuses Cancel first; a notice has none, so its one button takes the focus.
  const returnFocus = useReturnFocus({
    onOpenAutoFocus: acknowledge
      ? (event) => {
          event.preventDefault();
          confirmRef.current?.focus();
        }
      : undefined,
  });
  return (
    <RadixAlertDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <ThemeScope>
          <RadixAlertDialog.Overlay className={styles.overlay}>
            <RadixAlertDialog.Content {...returnFocus} className={styles.content({ size: 'small' })}>
              <RadixAlertDialog.Title asChild>
                <Heading level="3" as="h2" className={styles.title}>
                  {title}
                </Heading>
              </RadixAlertDialog.Title>
              {description ? (
                <RadixAlertDialog.Description asChild>
                  <Text as="p" tone="muted" className={styles.description}>
                    {description}
                  </Text>
                </RadixAlertDialog.Description>
              ) : null}
              {children}
              <div className={styles.actions}>
                {acknowledge ? null : (
                  <RadixAlertDialog.Cancel asChild>
                    <Button variant="secondary" onClick={onCancel}>
                      {cancelLabel ?? messages.cancel}
                    </Button>
                  </RadixAlertDialog.Cancel>
                )}
                <RadixAlertDialog.Action asChild>
                  <Button
                    ref={confirmRef}
                    variant={tone}
                    loading={confirming}
                    onClick={(event) => {
                      if (confirming) {
                        event.preventDefault();
                        return;
                      }
                      onConfirm();
                    }}
                  >
                    {confirmLabel ?? messages.confirm}
                  </Button>
                </RadixAlertDialog.Action>
              </div>
            </RadixAlertDialog.Content>
          </RadixAlertDialog.Overlay>
        </ThemeScope>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
};
AlertDialog.displayName = 'AlertDialog';
