import type { MouseEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { MessageSquareText } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../Button/Button';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { clock, countdownClock, countdownSeconds, createThrottle, secondsLeft } from './smsCountdown';
import type { SmsCodeButtonMessages } from './SmsCodeButton.messages';
import { smsCodeButtonMessages } from './SmsCodeButton.messages';
import * as styles from './SmsCodeButton.css';

export interface SmsCodeSendResult {
  /** How long the code lives; the button waits 60 s × this (at least 1 minute). */
  expiredMinutes?: number;
}

export interface SmsCodeButtonProps {
  /** Sends the code (the site calls the SMS endpoint here). A rejection starts no countdown and goes to `onError`. */
  onSend: () => Promise<SmsCodeSendResult | void>;
  /** A failed send: the site shows its warning dialog with the server message (§8). */
  onError?: (error: unknown) => void;
  /** A fixed countdown, ignoring expiredMinutes (the firebase route waits 60 s; stories wait a few). */
  countdownSeconds?: number;
  onCountdownEnd?: () => void;
  /** E.g. until the phone number is valid. */
  disabled?: boolean;
  variant?: 'secondary' | 'primary' | 'ghost';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  messages?: Partial<SmsCodeButtonMessages>;
  className?: string;
}

/**
 * "Send code" for SMS verification: one click per second, then a countdown with the seconds in its
 * label. The countdown is announced politely at its start and end only, not every second.
 */
export const SmsCodeButton = ({
  onSend,
  onError,
  countdownSeconds: fixedSeconds,
  onCountdownEnd,
  disabled,
  variant = 'secondary',
  size = 'medium',
  fullWidth,
  messages: messagesProp,
  className,
}: SmsCodeButtonProps) => {
  const messages = { ...smsCodeButtonMessages, ...messagesProp };
  const [sending, setSending] = useState(false);
  const [endsAt, setEndsAt] = useState<number>();
  const [remaining, setRemaining] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const throttle = useRef(createThrottle());
  const mounted = useRef(true);
  const onCountdownEndRef = useRef(onCountdownEnd);

  useEffect(() => {
    onCountdownEndRef.current = onCountdownEnd;
  }, [onCountdownEnd]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // one timeout per second, aligned to the end time so a slow tick does not stretch the wait
  const ready = messages.ready;
  useEffect(() => {
    if (endsAt === undefined) return;
    const untilNextSecond = () => {
      const left = secondsLeft(endsAt, clock());
      return Math.max(0, endsAt - clock() - (left - 1) * 1000);
    };
    const tick = () => {
      const left = secondsLeft(endsAt, clock());
      if (left <= 0) {
        setEndsAt(undefined);
        setRemaining(0);
        setAnnouncement(ready);
        onCountdownEndRef.current?.();
        return;
      }
      setRemaining(left);
      timer = setTimeout(tick, untilNextSecond());
    };
    let timer = setTimeout(tick, untilNextSecond());
    return () => clearTimeout(timer);
  }, [endsAt, ready]);

  const counting = endsAt !== undefined;
  const busy = sending || counting;

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (busy || disabled || !throttle.current(clock())) return;
    setSending(true);
    try {
      const result = await onSend();
      if (!mounted.current) return;
      const seconds = fixedSeconds ?? countdownSeconds(result ? result.expiredMinutes : undefined);
      setSentOnce(true);
      setRemaining(seconds);
      setEndsAt(clock() + seconds * 1000);
      setAnnouncement(messages.sent.replaceAll('(seconds)', String(seconds)));
    } catch (error) {
      if (mounted.current) onError?.(error);
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  const label = counting
    ? messages.countdown.replaceAll('(time)', countdownClock(remaining)).replaceAll('(seconds)', String(remaining))
    : sentOnce
      ? messages.resend
      : messages.send;

  return (
    <>
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        icon={counting ? undefined : MessageSquareText}
        loading={sending}
        disabled={disabled}
        // aria-disabled, not disabled: focus stays on the button through the countdown
        aria-disabled={counting || undefined}
        data-counting={counting || undefined}
        className={clsx(styles.button, className)}
        onClick={handleClick}
      >
        {label}
      </Button>
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </>
  );
};
SmsCodeButton.displayName = 'SmsCodeButton';
