import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DateRangePickerProps } from './DateRangePicker';
import { DateRangePicker } from './DateRangePicker';

/** Keeps the range in state, as a report screen does. */
const Stateful = ({ value: initial, onChange, ...props }: DateRangePickerProps) => {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
};

const meta = {
  title: 'Data/DateRangePicker',
  component: DateRangePicker,
  // a fixed today keeps presets and screenshots stable
  args: { today: '2025-06-15', value: { from: '2025-06-01', to: '2025-06-15' }, onChange: fn(), label: 'Betting date' },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof DateRangePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const PresetSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const previous7 = canvas.getByRole('button', { name: 'Previous 7 days' });
    await userEvent.click(previous7);
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: '2025-06-09', to: '2025-06-15' });
    await expect(previous7).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-06-09');
    await userEvent.click(canvas.getByRole('button', { name: 'Next 30 days' }));
    await expect(canvas.getByLabelText('To')).toHaveValue('2025-07-14');
    await expect(previous7).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Empty: Story = { args: { value: { from: '', to: '' } } };

export const StartAfterEnd: Story = { args: { value: { from: '2025-06-20', to: '2025-06-10' } } };

export const ServerError: Story = { args: { error: 'Records older than 90 days are not available.' } };

export const Disabled: Story = { args: { disabled: true } };

export const NoPresets: Story = { args: { presets: [] } };

export const Mobile: Story = { decorators: [(Story) => <div style={{ maxWidth: 340 }}><Story /></div>] };

export const LongText: Story = {
  args: {
    label: 'Período de apuração do relatório de comissões da equipe',
    messages: {
      from: 'Data inicial',
      to: 'Data final',
      next7: 'Próximos 7 dias',
      next30: 'Próximos 30 dias',
      previous7: 'Últimos 7 dias',
      previous30: 'Últimos 30 dias',
      presets: 'Intervalos rápidos',
    },
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    label: 'تاريخ الرهان',
    messages: { from: 'من', to: 'إلى', next7: 'الأيام السبعة القادمة', next30: 'الثلاثون يومًا القادمة', previous7: 'آخر 7 أيام', previous30: 'آخر 30 يومًا', presets: 'نطاقات سريعة' },
  },
};

export const Light: Story = { globals: { colorMode: 'light' }, args: { value: { from: '2025-06-09', to: '2025-06-15' } } };

export const Dark: Story = { globals: { colorMode: 'dark' }, args: { value: { from: '2025-06-09', to: '2025-06-15' } } };
