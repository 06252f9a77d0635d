import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatAmount } from '../Amount/formatAmount';
import type { ChartProps } from './Chart';
import { Chart } from './Chart';
import type { DemoDay } from './Chart.fixtures';
import { compactMoney, days, shortDate } from './Chart.fixtures';

type Props = ChartProps<DemoDay>;

const meta = {
  title: 'Data/Chart',
  component: Chart,
  args: {
    title: 'My income',
    summary: 'Income roughly doubled over the fortnight, from R$ 1.820 to R$ 3.589 a day.',
    data: days,
    x: (day: DemoDay) => day.date,
    series: [{ key: 'income', label: 'Income' }],
    variant: 'area',
    formatX: (date: string) => shortDate(date),
    formatY: (value: number) => compactMoney(value),
  } as Props,
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<Props>;
export default meta;
type Story = StoryObj<Props>;

export const AgentIncome: Story = {};

export const TeamOverview: Story = {
  args: {
    title: 'Team overview',
    summary: 'Valid bets and income of the team, by day.',
    variant: 'line',
    series: [
      { key: 'bets', label: 'Valid bets', tone: 'gold' },
      { key: 'income', label: 'Income', tone: 'accent' },
    ],
  },
};

export const PersonalProfitLoss: Story = {
  args: {
    title: 'Personal profit/loss',
    summary: 'Eight winning days and six losing days; net profit R$ 1.425,00.',
    variant: 'bar',
    signed: true,
    data: days,
    series: [{ key: 'profitLoss', label: 'Profit/loss', tone: 'positive' }],
  },
};

export const GroupedBars: Story = {
  args: {
    title: 'Income and bets this week',
    variant: 'bar',
    data: days.slice(0, 7),
    series: [
      { key: 'bets', label: 'Valid bets', tone: 'gold' },
      { key: 'income', label: 'Income', tone: 'accent' },
    ],
  },
};

export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const explorer = canvas.getByRole('slider', { name: 'My income: data points' });
    await userEvent.tab();
    await expect(explorer).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(explorer).toHaveAttribute('aria-valuetext', `1 Jun: Income ${compactMoney(182000)}`);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(explorer).toHaveAttribute('aria-valuenow', '3');
    await expect(canvas.getByText('3 Jun', { selector: 'div' })).toBeVisible();
  },
};

export const FullAmounts: Story = {
  name: 'Exact amounts (mobile width)',
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
  args: { data: days.slice(7), formatY: (value: number) => formatAmount(value, 'BRL', 'pt-BR') },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { data: [] } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    title: 'دخلي',
    summary: 'تضاعف الدخل تقريبًا خلال أسبوعين.',
    series: [{ key: 'income', label: 'الدخل' }],
    formatX: (date: string) => shortDate(date, 'ar'),
    messages: { explore: '{title}: نقاط البيانات', category: 'الفترة' },
  },
};

export const Light: Story = { globals: { colorMode: 'light' }, args: { variant: 'bar', signed: true, series: [{ key: 'profitLoss', label: 'Profit/loss', tone: 'positive' }] } };

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Mexico: Story = { globals: { brand: 'mexico' } };
