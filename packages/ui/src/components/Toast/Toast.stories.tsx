import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import type { ToastOptions } from './toastQueue';
import { ToastProvider, useToast } from './Toast';

const meta = {
  title: 'Controls/Toast',
  component: ToastProvider,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's notifications (§4): deposit arrival or failure, withdrawal approval or rejection. */
const notifications: Record<string, ToastOptions> = {
  depositArrived: { tone: 'success', title: 'Deposit arrived', description: 'R$ 150,00 has been added to your wallet.' },
  depositFailed: { tone: 'critical', title: 'Deposit failed', description: 'The payment was not completed. No money was taken.' },
  withdrawalApproved: { tone: 'info', title: 'Withdrawal approved', description: 'R$ 300,00 is on its way to your PIX key.' },
  withdrawalRejected: {
    tone: 'warning',
    title: 'Withdrawal rejected',
    description: 'Complete the wagering requirement first.',
  },
};

const Triggers = () => {
  const { toast, dismiss } = useToast();
  return (
    <Inline space="small">
      {Object.entries(notifications).map(([key, options]) => (
        <Button key={key} variant="secondary" size="small" onClick={() => toast(options)}>
          {options.title}
        </Button>
      ))}
      <Button variant="ghost" size="small" onClick={() => dismiss()}>
        Dismiss all
      </Button>
    </Inline>
  );
};

/** Shows the given toasts on mount, for review without clicking. */
const Showing = ({ items }: { items: ToastOptions[] }) => {
  const { toast } = useToast();
  useEffect(() => {
    items.forEach((item) => toast(item));
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Triggers />;
};

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit arrived' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('R$ 150,00 has been added to your wallet.')).toBeVisible());
    await expect(region.closest('[data-cr-brand]')).not.toBeNull();
    // the close button has a name, and closing it removes the toast
    await userEvent.click(within(region).getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region).queryByText('Deposit arrived')).not.toBeInTheDocument());
  },
};

export const AutoDismiss: Story = {
  args: { duration: 1200 },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Withdrawal approved' }));
    const region = screen.getByRole('region', { name: /Notifications/ });
    await waitFor(() => expect(within(region).getByText('Withdrawal approved')).toBeVisible());
    await waitFor(() => expect(within(region).queryByText('Withdrawal approved')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

export const AllTones: Story = {
  args: { duration: 600000, max: 4 },
  render: (args) => (
    <ToastProvider {...args}>
      <Showing items={Object.values(notifications)} />
    </ToastProvider>
  ),
};

const onView = fn();

export const WithAction: Story = {
  args: { duration: 600000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Showing
        items={[
          {
            tone: 'success',
            title: 'Deposit arrived',
            description: 'R$ 150,00 has been added to your wallet.',
            action: { label: 'View record', onClick: onView, altText: 'Open Account record to view it' },
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    const region = screen.getByRole('region', { name: /Notifications/ });
    await userEvent.click(await within(region).findByRole('button', { name: 'View record' }));
    await expect(onView).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { duration: 600000 },
  render: (args) => (
    <ToastProvider {...args}>
      <Showing
        items={[
          {
            tone: 'warning',
            title: 'Withdrawal partly received: please confirm the remaining amount with customer service',
            description:
              'You marked R$ 1.250,00 as received and R$ 750,00 as remaining. Our team is looking into it and will contact you within 24 hours through platform messages.',
          },
        ]}
      />
    </ToastProvider>
  ),
};

export const RightToLeft: Story = {
  args: { duration: 600000, messages: { close: 'إغلاق الإشعار', region: 'الإشعارات ({hotkey})' } },
  globals: { dir: 'rtl' },
  render: (args) => (
    <ToastProvider {...args}>
      <Showing items={[{ tone: 'success', title: 'تم الإيداع', description: 'تمت إضافة 150 إلى محفظتك.' }]} />
    </ToastProvider>
  ),
};

export const Light: Story = { ...AllTones, globals: { colorMode: 'light' } };
