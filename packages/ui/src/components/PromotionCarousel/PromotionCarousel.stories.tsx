import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PromotionCarousel } from './PromotionCarousel';
import { demoPromotions } from './PromotionCarousel.fixtures';

const meta = {
  title: 'Lobby/PromotionCarousel',
  component: PromotionCarousel,
  args: { promotions: demoPromotions, moreHref: '/promotions' },
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', maxWidth: 1100 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous promotions' });
    const next = canvas.getByRole('button', { name: 'Next promotions' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
    await expect(canvas.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/promotions');
  },
};

export const OpensInModal: Story = {
  args: { promotions: demoPromotions.map(({ href: _href, ...rest }) => rest), onSelect: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: demoPromotions[0]!.title }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { promotions: [] } };

export const LongTitles: Story = {
  args: {
    promotions: demoPromotions.map((promotion) => ({
      ...promotion,
      title: `${promotion.title}: terms apply, minimum deposit R$ 20, wagering 30x within 7 days of activation`,
    })),
  },
};

export const NoImage: Story = { args: { promotions: demoPromotions.map(({ announcementImages: _images, ...rest }) => rest) } };

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const RightToLeft: Story = {
  globals: { dir: 'rtl' },
  args: {
    messages: { title: 'العروض', previous: 'العروض السابقة', next: 'العروض التالية', more: 'عرض الكل' },
    promotions: demoPromotions.map((promotion, index) => ({ ...promotion, title: `عرض ترحيبي رقم ${index + 1}` })),
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
export const Light: Story = { globals: { colorMode: 'light' } };
