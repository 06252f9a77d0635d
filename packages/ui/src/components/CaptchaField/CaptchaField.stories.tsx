import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField } from './CaptchaField';

/** A captcha as the server sends it: a base64 PNG would come from GET /wps/captcha; an SVG data URL stands in. */
const captcha = (text: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="36" viewBox="0 0 104 36"><rect width="104" height="36" fill="#f4f1ea"/><path d="M0 24 C20 8 40 30 60 14 S90 26 104 10" stroke="#9aa3b5" stroke-width="1.5" fill="none"/><text x="52" y="25" text-anchor="middle" font-family="monospace" font-size="20" font-weight="700" fill="#1d2640" letter-spacing="4">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'Controls/CaptchaField',
  component: CaptchaField,
  args: { label: 'Captcha', src: captcha('7K4Q'), onRefresh: fn(), required: true, name: 'captcha' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Captcha' }), '7K4Q');
    const refresh = canvas.getByRole('button', { name: 'Show a new captcha' });
    await userEvent.click(refresh);
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { src: undefined, refreshing: true } };

export const Error: Story = { args: { defaultValue: '7K4', error: 'Please enter the captcha' } };

export const Disabled: Story = { args: { disabled: true } };

const Refreshing = (props: Parameters<typeof CaptchaField>[0]) => {
  const codes = ['7K4Q', 'M2X9', 'P8RW'];
  const [index, setIndex] = useState(0);
  return <CaptchaField {...props} src={captcha(codes[index % codes.length] ?? '')} onRefresh={() => setIndex((i) => i + 1)} />;
};

export const RefreshChangesImage: Story = {
  render: (args) => <Refreshing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('img', { name: /Captcha image/ });
    const before = image.getAttribute('src');
    await userEvent.click(canvas.getByRole('button', { name: 'Show a new captcha' }));
    await expect(image.getAttribute('src')).not.toBe(before);
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' }, args: { label: 'رمز التحقق' } };
