import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcements, demoSanitize } from './AnnouncementPopup.fixtures';
import { AnnouncementPopup } from './AnnouncementPopup';

const asHtml = (html: string) => <div dangerouslySetInnerHTML={{ __html: demoSanitize(html) }} />;

const meta = {
  title: 'Pages/AnnouncementPopup',
  component: AnnouncementPopup,
  parameters: { layout: 'centered' },
  args: { announcements, onClose: fn(), renderContent: asHtml },
} satisfies Meta<typeof AnnouncementPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Weekend reload bonus' });
    await expect(within(dialog).getByText('1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expect(within(dialog).getByText('2 of 3')).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleName('Scheduled maintenance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onClose).toHaveBeenCalledWith(102);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Single: Story = { args: { announcements: announcements.slice(0, 1) } };

/** The default renderer: the HTML string shown as text, for a site that has not wired its sanitizer. */
export const PlainText: Story = {
  args: {
    renderContent: undefined,
    announcements: [
      {
        id: 1,
        title: 'Daily wages paid',
        content: 'Your daily wages for 20 Nov were paid.\nCheck My income for details.',
        time: '2026-11-21 00:05',
      },
    ],
  },
};

export const LongContent: Story = {
  args: {
    announcements: [
      {
        id: 7,
        title:
          'Updated terms and conditions for promotions, bonuses and the points mall — please read carefully',
        content: Array.from(
          { length: 14 },
          (_, i) =>
            `<p><b>${i + 1}.</b> Bonus funds must be wagered 10 times before withdrawal. Wagering on excluded games does not count towards the requirement.</p>`,
        ).join(''),
        time: '2026-11-18 10:00',
      },
      ...announcements,
    ],
  },
};

export const RightToLeft: Story = { globals: { dir: 'rtl' } };
