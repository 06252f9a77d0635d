import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Switch } from './Switch';

const meta = {
  title: 'Controls/Switch',
  component: Switch,
  args: { label: 'Remember password', description: 'Kept on this device for 1 day.', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Remember password' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const SwitchFirst: Story = { args: { switchPosition: 'start', description: undefined } };

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <Switch label="Off" />
      <Switch label="On" defaultChecked />
      <Switch label="Disabled" disabled />
      <Switch label="Disabled and on" disabled defaultChecked />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label: 'Notify me when a deposit arrives, a withdrawal is approved or rejected, or a new promotion starts',
    description: 'Notifications appear in the platform information page and as a pop-up while you are signed in.',
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { label: 'تذكر كلمة المرور', description: 'ليوم واحد', defaultChecked: true } };
