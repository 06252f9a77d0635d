import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link';
import { Stack } from '../Stack/Stack';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

const terms = (
  <>
    I am 18 or older and accept the <Link href="/help#term">terms</Link> and <Link href="/help#privacy">privacy policy</Link>
  </>
);

/** The registration consent: ticked by default (§4). */
export const RegistrationTerms: Story = { args: { label: terms, defaultChecked: true, required: true } };

export const Error: Story = {
  args: { label: terms, required: true, error: 'Please accept the terms to continue' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription('Please accept the terms to continue');
  },
};

export const WithDescription: Story = {
  args: { label: 'Receive promotions', description: 'Bonuses and free spins by email, at most once a week.' },
};

export const States: Story = {
  render: () => (
    <Stack space="medium">
      <Checkbox label="Unchecked" />
      <Checkbox label="Checked" defaultChecked />
      <Checkbox label="Indeterminate" checked="indeterminate" />
      <Checkbox label="Disabled" disabled />
      <Checkbox label="Disabled and checked" disabled defaultChecked />
      <Checkbox label="Invalid" error="This box must be ticked" />
    </Stack>
  ),
};

export const LongText: Story = {
  args: {
    label:
      'I confirm that I am at least 18 years old, that online gaming is legal where I live, and that I have read and accept the terms and conditions, the privacy policy and the responsible gaming policy',
    defaultChecked: true,
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { label: 'تذكرني', description: 'على هذا الجهاز ليوم واحد', defaultChecked: true } };
