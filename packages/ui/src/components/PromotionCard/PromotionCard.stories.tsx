import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoPromotions } from '../PromotionCarousel/PromotionCarousel.fixtures';
import { PromotionCard, PromotionImages } from './PromotionCard';

const meta = {
  title: 'Lobby/PromotionCard',
  component: PromotionCard,
  args: { promotion: demoPromotions[0]!, label: 'New player', period: '1 Jan 2026 – 31 Dec 2026' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Welcome package/ });
    await expect(link).toHaveAttribute('href', '/promotions#11');
    await expect(within(link).getByRole('heading', { level: 2 })).toHaveTextContent(
      demoPromotions[0]!.title,
    );
    await expect(link).toHaveTextContent('1 Jan 2026 – 31 Dec 2026');
  },
};

export const WithoutLinkOrImage: Story = {
  args: { promotion: { id: 1, title: 'Weekly raffle' }, label: undefined, period: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LongTitle: Story = {
  args: {
    promotion: {
      ...demoPromotions[1]!,
      title: `${demoPromotions[1]!.title}: terms apply, minimum deposit R$ 20, wagering 30x within 7 days`,
    },
  },
};

export const Images: StoryObj<typeof PromotionImages> = {
  render: () => (
    <PromotionImages
      label="Promotion images"
      images={[...demoPromotions.slice(0, 3)]
        .reverse()
        .map((p, i) => ({ url: p.announcementImages![0]!.url, sequence: 3 - i }))}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Promotion images' });
    const sources = within(list)
      .getAllByRole('presentation', { hidden: true })
      .map((img) => img.getAttribute('src'));
    await expect(sources).toEqual(
      demoPromotions.slice(0, 3).map((p) => p.announcementImages![0]!.url),
    );
  },
};
