import type { FormEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import clsx from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import type { ChatRoomMessages } from './ChatRoom.messages';
import { chatRoomMessages } from './ChatRoom.messages';
import * as styles from './ChatRoom.css';

export interface ChatMessage {
  id: string;
  /** Who wrote it: the member, the support agent, or the system (joined, closed). */
  from: 'member' | 'agent' | 'system';
  text: string;
  /** The agent's name shown above their messages. */
  author?: string;
}

export interface ChatRoomProps {
  messages: readonly ChatMessage[];
  /** Called with the trimmed text; the input clears once this resolves, and keeps the text if it rejects. */
  onSend: (text: string) => void | Promise<void>;
  /** No sending (not connected yet, chat closed). */
  disabled?: boolean;
  /** A line above the log: "Connected to Ana", "Connecting…". */
  status?: ReactNode;
  /** The most characters per message. Default 500. */
  maxLength?: number;
  labels?: Partial<ChatRoomMessages>;
  className?: string;
}

/** The live chat's room (spec §2 chat room modal): a polite live log and a composer. */
export const ChatRoom = ({ messages, onSend, disabled, status, maxLength = 500, labels, className }: ChatRoomProps) => {
  const text = { ...chatRoomMessages, ...labels };
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);

  // keep the newest message in view as the conversation grows
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    if (!value || disabled || sending) return;
    setSending(true);
    try {
      await onSend(value);
      setDraft('');
    } catch {
      // the caller reports the failure; the text stays for another try
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={clsx(styles.root, className)}>
      {status ? <div role="status">{status}</div> : null}
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable), hence tabIndex */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-label={text.log} tabIndex={0}>
        {messages.length === 0 ? <p className={styles.empty}>{text.empty}</p> : null}
        <ol className={styles.list}>
        {messages.map((message) => (
          <li key={message.id} className={styles.message({ from: message.from })} data-from={message.from}>
            {message.from === 'system' ? null : (
              <span className={styles.author}>{message.from === 'member' ? text.you : (message.author ?? '')}</span>
            )}
            <span>{message.text}</span>
          </li>
        ))}
        </ol>
      </div>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <TextField
          label={text.input}
          className={styles.input}
          placeholder={text.placeholder}
          value={draft}
          maxLength={maxLength}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={disabled || !draft.trim()} loading={sending} icon={SendHorizontal}>
          {text.send}
        </Button>
      </form>
    </div>
  );
};
ChatRoom.displayName = 'ChatRoom';
