import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Smartphone } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FieldError } from '../FieldError/FieldError';
import { Stack } from '../Stack/Stack';
import { TextField } from '../TextField/TextField';
import type { SmsCodeButtonProps } from './SmsCodeButton';
import { SmsCodeButton } from './SmsCodeButton';

const meta = {
  title: 'Controls/SmsCodeButton',
  component: SmsCodeButton,
  // a short countdown so the story (and its test) shows the whole cycle in seconds
  args: { onSend: fn<SmsCodeButtonProps['onSend']>(async () => ({ expiredMinutes: 1 })), onError: fn(), countdownSeconds: 3 },
} satisfies Meta<typeof SmsCodeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { countdownSeconds: undefined } };

export const CountingDown: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Resend in 0:03'));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Code sent. You can request a new code in 3 seconds.');
    // further clicks are ignored while counting
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveAccessibleName('Resend code'), { timeout: 5000 });
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** Frozen mid-countdown, for review: a send that takes a day never returns, so the spinner shows. */
export const Sending: Story = {
  args: { onSend: fn<SmsCodeButtonProps['onSend']>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true } };

const WithError = (props: SmsCodeButtonProps) => {
  const [error, setError] = useState<string>();
  return (
    <Stack space="xsmall">
      <SmsCodeButton
        {...props}
        onSend={async () => {
          setError(undefined);
          throw new Error('Phone number format is incorrect');
        }}
        onError={(reason) => setError(reason instanceof Error ? reason.message : String(reason))}
      />
      {error ? (
        <FieldError id="sms-error" variant="summary" role="alert">
          {error}
        </FieldError>
      ) : null}
    </Stack>
  );
};

/** A failed send starts no countdown; the site shows the server's message (a warning dialog, §8). */
export const SendFails: Story = {
  render: (args) => <WithError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Phone number format is incorrect');
    await expect(canvas.getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  },
};

/** As the register form uses it: at the end of the mobile number field. */
export const InPhoneField: Story = {
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <TextField
        label="Mobile number"
        type="tel"
        icon={Smartphone}
        autoComplete="tel-national"
        defaultValue="11987654321"
        endSlot={<SmsCodeButton {...args} size="small" variant="ghost" />}
      />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: { messages: { send: 'إرسال الرمز', countdown: 'إعادة الإرسال خلال (time)', resend: 'إعادة الإرسال' } },
};
