import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline/Inline';
import { QRCode } from './QRCode';

const meta = {
  title: 'Controls/QRCode',
  component: QRCode,
  args: { value: 'https://croupier.example/app/android', label: 'Scan to download the Android app' },
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Scan to download the Android app' });
    await expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4/);
  },
};

/** The side menu's app download codes (spec §2). */
export const AppDownload: Story = {
  render: () => (
    <Inline space="medium">
      <QRCode value="https://croupier.example/app/android" label="Scan to download the Android app" caption="Android" size="small" />
      <QRCode value="https://croupier.example/app/ios" label="Scan to download the iPhone app" caption="iPhone" size="small" />
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="medium" alignY="bottom">
      <QRCode {...args} size="small" />
      <QRCode {...args} size="medium" />
      <QRCode {...args} size="large" />
    </Inline>
  ),
};

export const HighErrorCorrection: Story = {
  args: { value: 'https://croupier.example/register?ref=AGENT42&lang=pt&currency=BRL', errorCorrection: 'H', size: 'large' },
};

export const TooLong: Story = { args: { value: 'x'.repeat(8000) } };

export const Light: Story = { ...AppDownload, globals: { colorMode: 'light' } };
