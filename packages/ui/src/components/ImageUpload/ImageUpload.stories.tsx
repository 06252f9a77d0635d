import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageUpload } from './ImageUpload';

/** A real PNG drawn on a canvas, so previews show something (the site passes the player's own files). */
const demoImage = (name: string, hue: number, bytes?: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = 192;
  canvas.height = 192;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 192, 192);
    gradient.addColorStop(0, `hsl(${hue} 70% 55%)`);
    gradient.addColorStop(1, `hsl(${hue + 40} 70% 30%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 192, 192);
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.fillRect(36, 48, 120, 14);
    context.fillRect(36, 76, 90, 10);
    context.fillRect(36, 98, 104, 10);
  }
  const base64 = canvas.toDataURL('image/png').split(',')[1] ?? '';
  const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File(bytes ? [data, new Uint8Array(bytes)] : [data], name, { type: 'image/png' });
};

const meta = {
  title: 'Controls/ImageUpload',
  component: ImageUpload,
  args: { label: 'Proof of payment', onChange: fn(), onReject: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

export const Empty: Story = { args: { required: true } };

export const WithPreviews: Story = {
  render: (args) => <ImageUpload {...args} defaultFiles={[demoImage('receipt.png', 200), demoImage('bank-statement.png', 30)]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'receipt.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await expect(canvas.getByRole('button', { name: /Add image/ })).toHaveTextContent('2 of 3');
  },
};

export const Full: Story = {
  render: (args) => (
    <ImageUpload {...args} defaultFiles={[demoImage('one.png', 200), demoImage('two.png', 280), demoImage('three.png', 340)]} />
  ),
};

export const AddAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [demoImage('receipt.png', 200)]);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    const remove = await canvas.findByRole('button', { name: 'Remove receipt.png' });
    await userEvent.click(remove);
    await expect(canvas.queryByRole('img', { name: 'receipt.png' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Add image/ })).toHaveFocus();
  },
};

/** §8: image too large, too many images (and a wrong type). */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), [
      demoImage('receipt.png', 200),
      demoImage('huge-scan.png', 120, 5 * 1024 * 1024),
      demoImage('two.png', 280),
      demoImage('three.png', 340),
      demoImage('four.png', 20),
    ]);
    await expect(await canvas.findByText('huge-scan.png is too large: images must be 5 MB or less.')).toBeVisible();
    await expect(canvas.getByText('Too many images: you can add at most 3.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toHaveLength(3);
  },
};

export const ExternalError: Story = { args: { required: true, error: 'Please upload at least one image' } };

export const Disabled: Story = {
  render: (args) => <ImageUpload {...args} disabled defaultFiles={[demoImage('receipt.png', 200)]} />,
};

const Controlled = (props: Parameters<typeof ImageUpload>[0]) => {
  const [files, setFiles] = useState<File[]>(() => [demoImage('proof.png', 160)]);
  return <ImageUpload {...props} files={files} onChange={setFiles} />;
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  render: (args) => (
    <Controlled
      {...args}
      label="إثبات الدفع"
      messages={{ add: 'إضافة صورة', remove: 'إزالة (name)', limits: 'PNG أو JPG، حتى (size) ميغابايت، (max) صور كحد أقصى.', count: '(count) من (max)' }}
    />
  ),
};
