// Where codes go. The only provider is the built-in sandbox: nothing leaves the machine, the message is
// written to the server log and kept in a small in-memory inbox that GET /dev/inbox shows outside production.

export type VerificationChannel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: VerificationChannel;
  /** The normalised destination (see tables.ts). */
  to: string;
  purpose: string;
  code: string;
  text: string;
}

export interface MessageProvider {
  send(message: OutgoingMessage): Promise<void>;
}

export interface InboxMessage extends OutgoingMessage {
  sentAt: string;
}

const INBOX_SIZE = 500;
const inbox: InboxMessage[] = [];

const digits = (value: string) => value.replace(/\D/g, '');

/** The sandbox inbox, newest first, for one destination: an email address or a phone number (digits compared). */
export function readInbox(to: string): InboxMessage[] {
  const wanted = to.trim().toLowerCase();
  const isEmail = wanted.includes('@');
  return inbox
    .filter((m) => (isEmail ? m.to === wanted : m.channel === 'sms' && digits(m.to).endsWith(digits(wanted)) && digits(wanted) !== ''))
    .reverse();
}

export function sandboxProvider(log: (line: string) => void): MessageProvider {
  return {
    async send(message) {
      inbox.push({ ...message, sentAt: new Date().toISOString() });
      if (inbox.length > INBOX_SIZE) inbox.splice(0, inbox.length - INBOX_SIZE);
      log(`[sandbox ${message.channel}] to ${message.to} (${message.purpose}): ${message.text}`);
    },
  };
}

// The provider every send goes through; the verification routes plugin points it at the server log.
let current: MessageProvider = sandboxProvider((line) => console.log(line));

export const messageProvider = (): MessageProvider => current;
export function useMessageProvider(provider: MessageProvider): void {
  current = provider;
}
