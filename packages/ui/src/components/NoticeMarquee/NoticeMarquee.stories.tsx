import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee';

const notices = [
  { id: 1, title: 'Scheduled maintenance: Sunday 02:00-04:00 (GMT-3)' },
  { id: 2, title: 'New: PIX deposits now arrive in seconds' },
  { id: 3, title: 'Fortune Tiger Cup starts Friday — R$ 1,000,000 prize pool' },
  { id: 4, title: 'Reminder: never share your password or SMS code' },
];

const meta = {
  title: 'Lobby/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices, onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeMarquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause notices' }));
    await expect(canvas.getByRole('button', { name: 'Play notices' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: notices[0]!.title }));
    await expect(args.onSelect).toHaveBeenCalledWith(notices[0]);
  },
};

export const SingleNotice: Story = { args: { notices: notices.slice(0, 1) } };

export const Empty: Story = { args: { notices: [] } };

/** While the notices load: a bar of the marquee's size, hidden from assistive technology. */
export const Loading: Story = {
  args: { notices: [], loading: true },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(bar).not.toBeNull();
    await expect(bar!.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

export const Translated: Story = {
  args: {
    messages: { label: 'Avisos', pause: 'Pausar avisos', play: 'Reproduzir avisos' },
    notices: [
      { id: 1, title: 'Manutenção programada: domingo, 02:00-04:00' },
      { id: 2, title: 'Novo: depósitos via PIX chegam em segundos' },
    ],
  },
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    messages: { label: 'الإشعارات', pause: 'إيقاف الإشعارات', play: 'تشغيل الإشعارات' },
    notices: [
      { id: 1, title: 'صيانة مجدولة يوم الأحد من 02:00 إلى 04:00' },
      { id: 2, title: 'جديد: الإيداعات تصل خلال ثوانٍ' },
    ],
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
