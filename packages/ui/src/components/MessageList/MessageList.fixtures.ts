import type { InboxMessage } from './MessageList';

export const inbox: InboxMessage[] = [
  { id: 'm1', title: 'Deposit received', content: 'Your Pix deposit of R$ 50,00 has arrived.\nGood luck!', time: '21/11/2026 09:12', read: false },
  { id: 'm2', title: 'Welcome to Croupier', content: 'Thanks for joining. Your reward center has a welcome bonus.', time: '20/11/2026 18:40', read: true },
];
