import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';

const disc = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/></svg>`)}`;
const choices = [
  { id: 'spade', src: disc('#1f6feb'), label: 'Spade' },
  { id: 'heart', src: disc('#d1242f'), label: 'Heart' },
  { id: 'diamond', src: disc('#bf8700'), label: 'Diamond' },
];
const messages = { legend: 'Avatar', current: 'Your avatar', upload: 'Upload a picture', uploadHint: 'PNG, JPEG or WebP, at most 256 kB' };

const meta = {
  title: 'Forms/AvatarPicker',
  component: AvatarPicker,
  args: { choices, value: 'spade', currentSrc: choices[0]!.src, onChoose: fn(), onUpload: fn(), messages },
} satisfies Meta<typeof AvatarPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The picker as a page holds it: the choice is kept and shown as the current picture. */
function Controlled(args: AvatarPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <AvatarPicker
      {...args}
      value={value}
      currentSrc={choices.find((c) => c.id === value)?.src}
      onChoose={(id) => {
        setValue(id);
        args.onChoose(id);
      }}
    />
  );
}

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Spade' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Heart' }));
    await expect(args.onChoose).toHaveBeenCalledWith('heart');
    await expect(canvas.getByRole('radio', { name: 'Heart' })).toBeChecked();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Upload a picture'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
  },
};

export const WithError: Story = {
  args: { error: 'Avatars must be PNG, JPEG or WebP images' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Avatars must be PNG, JPEG or WebP images')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true } };
