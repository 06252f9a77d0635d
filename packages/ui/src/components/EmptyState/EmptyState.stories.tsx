import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Receipt, Search } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Controls/EmptyState',
  component: EmptyState,
  args: {
    icon: Receipt,
    title: 'No bets in this period',
    description: 'Change the dates, or play a game to see it here.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    icon: Heart,
    title: 'No favourites yet',
    description: 'Tap the heart on a game to keep it here.',
    action: <Button>Browse games</Button>,
  },
};

export const DefaultTitle: Story = { args: { title: undefined, description: undefined, icon: undefined } };

export const SmallFramed: Story = {
  args: { size: 'small', framed: true, icon: Search, title: 'No games match “jackpot”', description: 'Try another name or vendor.' },
};

export const LongText: Story = {
  args: {
    title: 'There are no account records for the selected wallet, transaction type and time range',
    description:
      'Deposits, withdrawals, transfers to your upline, bonuses and rebates appear here within a few minutes of being processed. Older records are kept for 90 days.',
    action: <Button variant="secondary">Reset filters</Button>,
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { title: 'لا توجد رهانات', description: 'غيّر التواريخ أو العب لعبة.', action: <Button>تصفح الألعاب</Button> },
};

export const Light: Story = { ...WithAction, globals: { colorMode: 'light' } };
