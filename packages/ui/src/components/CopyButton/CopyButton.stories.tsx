import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { CopyButton } from './CopyButton';

// a fake clipboard: stories never touch the real one (and headless Chromium may refuse it)
const clipboard = { writeText: fn(async (_text: string) => {}) };
const refusing = {
  clipboard: {
    writeText: fn(async (_text: string) => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    }),
  },
  // no document: the selection fallback is off too, so the copy fails
};

const meta = {
  title: 'Controls/CopyButton',
  component: CopyButton,
  args: { value: 'https://croupier.example/r/AGENT42', label: 'Copy invitation link', environment: { clipboard }, onCopied: fn() },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy invitation link' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith('https://croupier.example/r/AGENT42');
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopied).toHaveBeenCalledWith('https://croupier.example/r/AGENT42');
    // the confirmation goes away by itself
    await waitFor(() => expect(canvas.getByRole('status')).toBeEmptyDOMElement(), { timeout: 3000 });
  },
};

export const IconOnly: Story = {
  args: { display: 'icon', variant: 'ghost', label: 'Copy account number', value: '8801712345678' },
  render: (args) => (
    <Inline space="xsmall" alignY="center">
      <Stack space="none">
        <Text size="xsmall" tone="muted">
          Account number
        </Text>
        <Text numeric weight="strong">
          8801712345678
        </Text>
      </Stack>
      <CopyButton {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy account number' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
  },
};

export const Failure: Story = {
  args: { environment: refusing, onCopyError: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy invitation link' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Could not copy'));
    await expect(args.onCopyError).toHaveBeenCalled();
  },
};

export const Primary: Story = { args: { variant: 'primary', size: 'medium', label: 'Copy PIX code' } };

export const Disabled: Story = { args: { disabled: true } };

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { label: 'نسخ رابط الدعوة', messages: { copied: 'تم النسخ', failed: 'تعذر النسخ.' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'نسخ رابط الدعوة' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('تم النسخ');
  },
};

export const Light: Story = { ...Default, globals: { colorMode: 'light' } };
