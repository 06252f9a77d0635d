import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '../Button/Button';
import type { EmptyStateProps } from '../EmptyState/EmptyState';
import { EmptyState } from '../EmptyState/EmptyState';
import type { ErrorStateMessages } from './ErrorState.messages';
import { errorStateMessages } from './ErrorState.messages';

export interface ErrorStateProps extends Omit<EmptyStateProps, 'tone' | 'messages' | 'icon' | 'title' | 'description'> {
  /** Default: a broken connection. */
  icon?: LucideIcon;
  /** Default `messages.title` ("Something went wrong"). */
  title?: ReactNode;
  /** Default `messages.description` (the network error text). */
  description?: ReactNode;
  /** Shows a retry button that calls it (e.g. react-query's `refetch`). */
  onRetry?: () => void;
  /** The retry is running: the button shows a spinner and ignores presses. */
  retrying?: boolean;
  messages?: Partial<ErrorStateMessages>;
}

/**
 * What a list or record page shows when loading failed, with a way to try again. Announced once
 * when it appears (role="alert"), since it replaces content the user was waiting for.
 */
export const ErrorState = ({
  icon = WifiOff,
  title,
  description,
  onRetry,
  retrying = false,
  action,
  messages: messagesProp,
  ...props
}: ErrorStateProps) => {
  const messages = { ...errorStateMessages, ...messagesProp };
  const retry = onRetry ? (
    <Button variant="secondary" icon={RotateCw} loading={retrying} onClick={onRetry}>
      {messages.retry}
    </Button>
  ) : null;
  return (
    <EmptyState
      role="alert"
      {...props}
      tone="critical"
      icon={icon}
      title={title ?? messages.title}
      description={description ?? messages.description}
      action={
        retry || action ? (
          <>
            {retry}
            {action}
          </>
        ) : null
      }
    />
  );
};
ErrorState.displayName = 'ErrorState';
